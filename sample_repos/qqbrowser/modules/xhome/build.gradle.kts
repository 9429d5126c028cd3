plugins {
    id("com.android.library")
    kotlin("android")
}

android {
    namespace = "com.tencent.mtt.xhome"
    compileSdk = 34

    defaultConfig {
        minSdk = 21
    }
}

dependencies {
    // xhome reads its switches through module switches' SwitchKey objects.
    implementation(project(":modules:switches"))
    implementation("androidx.annotation:annotation:1.7.1")
}
