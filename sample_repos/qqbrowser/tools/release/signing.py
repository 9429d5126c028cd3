"""APK signing with the release keystore; the keystore path comes from the environment."""
import logging
import os
from subprocess import CalledProcessError, run as run_process

KEYSTORE_ENV = "QB_RELEASE_KEYSTORE"
log = logging.getLogger(__name__)


def keystore_path():
    path = os.environ.get(KEYSTORE_ENV)
    if not path:
        raise RuntimeError(f"{KEYSTORE_ENV} is not set")
    return path


def sign_apk(apk, alias="qqbrowser"):
    try:
        run_process(["apksigner", "sign", "--ks", keystore_path(), "--ks-key-alias", alias, str(apk)], check=True)
    except CalledProcessError:
        log.error("apksigner failed for %s", apk)
        raise
