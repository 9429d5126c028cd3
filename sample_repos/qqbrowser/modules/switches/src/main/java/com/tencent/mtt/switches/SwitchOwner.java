package com.tencent.mtt.switches;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Marks the class that declares a module's SwitchKey constants; read by the switch lint. */
@Retention(RetentionPolicy.SOURCE)
@Target(ElementType.TYPE)
public @interface SwitchOwner {
    String module();

    String contact() default "";
}
