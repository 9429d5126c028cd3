plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.tencent.mtt"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.tencent.mtt"
        minSdk = 21
        targetSdk = 34
        versionCode = 1500
        versionName = "15.0.0"
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
}

dependencies {
    implementation(project(":modules:xhome"))
    implementation(project(":modules:switches"))
    implementation("androidx.recyclerview:recyclerview:1.3.2")
}
