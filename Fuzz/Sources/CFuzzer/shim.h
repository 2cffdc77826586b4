// libFuzzer's entry for a program with its own main (compiler-rt, linked by -sanitize=fuzzer).
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*test_one_input)(const uint8_t *data, size_t size));
