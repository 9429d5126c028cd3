/* Copyright 2024 The QQBrowser Authors. All rights reserved. */

#include <stddef.h>
#include <stdint.h>

typedef uint32_t qbzip_crc;

union qbzip_word {
  uint32_t value;
  uint8_t bytes[4];
};

qbzip_crc qbzip_crc32_update(qbzip_crc crc, const uint8_t *data, size_t length) {
  crc = ~crc;
  for (size_t i = 0; i < length; ++i) {
    crc ^= data[i];
    for (int bit = 0; bit < 8; ++bit)
      crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}
