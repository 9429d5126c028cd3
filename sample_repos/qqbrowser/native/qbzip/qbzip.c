/* Copyright 2024 The QQBrowser Authors. All rights reserved. */

#include "qbzip.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define QBZIP_LOCAL_HEADER_SIG 0x04034b50u
#define QBZIP_MIN(a, b) ((a) < (b) ? (a) : (b))

enum qbzip_error {
  QBZIP_ERR_IO = -1,
  QBZIP_ERR_FORMAT = -2,
  QBZIP_ERR_NOMEM = -3,
};

struct qbzip_archive {
  FILE *file;
  const qbzip_mem_source *memory;
  size_t entry_count;
  qbzip_entry_t *entries;
};

static const uint32_t kCrcPolynomial = 0xEDB88320u;

static uint32_t read_u32le(const uint8_t *p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
         ((uint32_t)p[3] << 24);
}

static int read_central_directory(qbzip_archive *archive) {
  uint8_t header[4];
  if (fread(header, 1, sizeof(header), archive->file) != sizeof(header))
    return QBZIP_ERR_IO;
  return read_u32le(header) == QBZIP_LOCAL_HEADER_SIG ? 0 : QBZIP_ERR_FORMAT;
}

int qbzip_open(const char *path, qbzip_archive **out) {
  qbzip_archive *archive = calloc(1, sizeof(*archive));
  if (!archive)
    return QBZIP_ERR_NOMEM;
  archive->file = fopen(path, "rb");
  if (!archive->file) {
    free(archive);
    return QBZIP_ERR_IO;
  }
  *out = archive;
  return read_central_directory(archive);
}

void qbzip_close(qbzip_archive *archive) {
  if (!archive)
    return;
  if (archive->file)
    fclose(archive->file);
  free(archive->entries);
  free(archive);
}

const char *qbzip_strerror(int code) {
  switch (code) {
    case QBZIP_ERR_IO:
      return "i/o error";
    case QBZIP_ERR_FORMAT:
      return "not a zip archive";
    case QBZIP_ERR_NOMEM:
      return "out of memory";
    default:
      return "ok";
  }
}
