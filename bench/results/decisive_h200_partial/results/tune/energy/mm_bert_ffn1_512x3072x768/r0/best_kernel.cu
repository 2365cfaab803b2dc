
#ifdef __CUDACC_RTC__
  #include <cuda/std/cstdint>
  using cuda::std::uint8_t;
  using cuda::std::uint16_t;
  using cuda::std::uint32_t;
  using cuda::std::uint64_t;
  using cuda::std::int8_t;
  using cuda::std::int16_t;
  using cuda::std::int32_t;
  using cuda::std::int64_t;

  #include <cuda/std/type_traits>
  namespace std {
    using cuda::std::is_same;
    using cuda::std::is_same_v;
    using cuda::std::is_integral;
    using cuda::std::is_signed;
    using cuda::std::is_unsigned;
    using cuda::std::is_floating_point;
    using cuda::std::enable_if;
    using cuda::std::conditional;
  }

  // NVRTC uses asm/volatile instead of __asm__/__volatile__ (gcc extension).
  #ifndef __asm__
  #define __asm__ asm
  #endif
  #ifndef __volatile__
  #define __volatile__ volatile
  #endif
#else
  #include <cstdint>
  #include <type_traits>
  #include <cuda.h>
#endif

#if (((__CUDACC_VER_MAJOR__ == 11) && (__CUDACC_VER_MINOR__ >= 4)) || \
     (__CUDACC_VER_MAJOR__ > 11))
#define TVM_ENABLE_L2_PREFETCH 1
#else
#define TVM_ENABLE_L2_PREFETCH 0
#endif

#ifdef _WIN32
  using uint = unsigned int;
  using uchar = unsigned char;
  using ushort = unsigned short;
  using int64_t = long long;
  using uint64_t = unsigned long long;
#else
  #define uint unsigned int
  #define uchar unsigned char
  #define ushort unsigned short
#endif
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[48];
  __shared__ alignas(64) float A_shared_ptr[96];
  __shared__ alignas(64) float B_shared_ptr[1152];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[36] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[38] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[40] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[42] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[44] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[46] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[37] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[39] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[41] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[43] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[45] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[47] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 4);
  int cse_v6 = (((int)threadIdx.x) >> 5);
  int cse_v8 = ((((int)blockIdx.x) & 15) * 192);
  int cse_v9 = ((((int)threadIdx.x) & 31) * 2);
  for (int k_0 = 0; k_0 < 128; ++k_0) {
    int cse_v2 = (k_0 * 6);
    int cse_v7 = ((((int)blockIdx.x) >> 4) * 12288);
    __syncthreads();
    A_shared_ptr[((int)threadIdx.x)] = A_ptr[(((((((int)blockIdx.x) >> 4) * 12288) + ((((int)threadIdx.x) / 6) * 768)) + (k_0 * 6)) + (((int)threadIdx.x) % 6))];
    int cse_v3 = (((int)threadIdx.x) + 64);
    if (((int)threadIdx.x) < 32) {
      A_shared_ptr[(((int)threadIdx.x) + 64)] = A_ptr[(((((((int)blockIdx.x) >> 4) * 12288) + (((((int)threadIdx.x) + 64) / 6) * 768)) + (k_0 * 6)) + ((((int)threadIdx.x) + 4) % 6))];
    }
    int cse_v4 = (k_0 * 18432);
    int cse_v5 = (((int)threadIdx.x) * 4);
    int cse_v24 = ((((k_0 * 18432) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 18432) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + ((((k_0 * 18432) + (((((int)threadIdx.x) + 64) / 48) * 3072)) + ((((int)blockIdx.x) & 15) * 192)) + (((((int)threadIdx.x) * 4) + 64) % 192)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + ((((k_0 * 18432) + (((((int)threadIdx.x) + 128) / 48) * 3072)) + ((((int)blockIdx.x) & 15) * 192)) + (((((int)threadIdx.x) * 4) + 128) % 192)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((k_0 * 18432) + ((((int)threadIdx.x) / 48) * 3072)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 12288));
    if (((int)threadIdx.x) < 32) {
      *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + ((((k_0 * 18432) + ((((int)blockIdx.x) & 15) * 192)) + (((int)threadIdx.x) * 4)) + 15424));
    }
    __syncthreads();
    for (int k_1 = 0; k_1 < 6; ++k_1) {
      int cse_v10 = (((((int)threadIdx.x) >> 5) * 48) + k_1);
      int cse_v11 = ((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2));
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 48) + k_1)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      int cse_v12 = (((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 48) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      int cse_v13 = (((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128);
      C_local_ptr[32] = (C_local_ptr[32] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 48) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v14 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[34] = (C_local_ptr[34] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v15 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[36] = (C_local_ptr[36] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v16 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[38] = (C_local_ptr[38] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v17 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[40] = (C_local_ptr[40] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v18 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[42] = (C_local_ptr[42] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v19 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[44] = (C_local_ptr[44] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v20 = ((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2))]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 64)]));
      C_local_ptr[46] = (C_local_ptr[46] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 128)]));
      int cse_v21 = (((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 48) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      int cse_v22 = (((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65);
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 48) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      int cse_v23 = (((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129);
      C_local_ptr[33] = (C_local_ptr[33] + (A_shared_ptr[(((((int)threadIdx.x) >> 5) * 48) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[35] = (C_local_ptr[35] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 6)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[37] = (C_local_ptr[37] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[39] = (C_local_ptr[39] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 18)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[41] = (C_local_ptr[41] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[43] = (C_local_ptr[43] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 30)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[45] = (C_local_ptr[45] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 1)]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 65)]));
      C_local_ptr[47] = (C_local_ptr[47] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 48) + k_1) + 42)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) & 31) * 2)) + 129)]));
    }
  }
  int cse_v25 = (((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2));
  C_ptr[(((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 64)] = C_local_ptr[16];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 128)] = C_local_ptr[32];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 65)] = C_local_ptr[17];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 129)] = C_local_ptr[33];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 3072)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 3136)] = C_local_ptr[18];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 3200)] = C_local_ptr[34];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 3073)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 3137)] = C_local_ptr[19];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 3201)] = C_local_ptr[35];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 6144)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 6208)] = C_local_ptr[20];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 6272)] = C_local_ptr[36];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 6145)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 6209)] = C_local_ptr[21];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 6273)] = C_local_ptr[37];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 9216)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 9280)] = C_local_ptr[22];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 9344)] = C_local_ptr[38];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 9217)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 9281)] = C_local_ptr[23];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 9345)] = C_local_ptr[39];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 12288)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 12352)] = C_local_ptr[24];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 12416)] = C_local_ptr[40];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 12289)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 12353)] = C_local_ptr[25];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 12417)] = C_local_ptr[41];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 15360)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 15424)] = C_local_ptr[26];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 15488)] = C_local_ptr[42];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 15361)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 15425)] = C_local_ptr[27];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 15489)] = C_local_ptr[43];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 18432)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 18496)] = C_local_ptr[28];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 18560)] = C_local_ptr[44];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 18433)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 18497)] = C_local_ptr[29];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 18561)] = C_local_ptr[45];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 21504)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 21568)] = C_local_ptr[30];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 21632)] = C_local_ptr[46];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 21505)] = C_local_ptr[15];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 21569)] = C_local_ptr[31];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 49152) + ((((int)threadIdx.x) >> 5) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) & 31) * 2)) + 21633)] = C_local_ptr[47];
}

