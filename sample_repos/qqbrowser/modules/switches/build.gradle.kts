plugins {
    id("com.android.library")
    kotlin("android")
}

android {
    namespace = "com.tencent.mtt.switches"
    compileSdk = 34

    defaultConfig {
        minSdk = 21
    }
}

dependencies {
    implementation("androidx.annotation:annotation:1.7.1")
}
