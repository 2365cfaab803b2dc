
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
extern "C" __global__ void __launch_bounds__(192) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(192) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[32];
  __shared__ alignas(64) float A_shared_ptr[384];
  __shared__ alignas(64) float B_shared_ptr[2304];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 4);
  int cse_v2 = (((int)threadIdx.x) / 48);
  int cse_v3 = ((((int)blockIdx.x) & 15) * 192);
  int cse_v4 = ((((int)threadIdx.x) % 48) * 4);
  for (int k_0 = 0; k_0 < 64; ++k_0) {
    __syncthreads();
    if (((int)threadIdx.x) < 96) {
      *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 4) * 24576) + ((((int)threadIdx.x) / 3) * 768)) + (k_0 * 12)) + ((((int)threadIdx.x) % 3) * 4)));
    }
    int cse_v7 = (((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x));
    B_shared_ptr[((int)threadIdx.x)] = B_ptr[(((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x))];
    B_shared_ptr[(((int)threadIdx.x) + 192)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 3072)];
    B_shared_ptr[(((int)threadIdx.x) + 384)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 6144)];
    B_shared_ptr[(((int)threadIdx.x) + 576)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 9216)];
    B_shared_ptr[(((int)threadIdx.x) + 768)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 12288)];
    B_shared_ptr[(((int)threadIdx.x) + 960)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 15360)];
    B_shared_ptr[(((int)threadIdx.x) + 1152)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 18432)];
    B_shared_ptr[(((int)threadIdx.x) + 1344)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 21504)];
    B_shared_ptr[(((int)threadIdx.x) + 1536)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 24576)];
    B_shared_ptr[(((int)threadIdx.x) + 1728)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 27648)];
    B_shared_ptr[(((int)threadIdx.x) + 1920)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 30720)];
    B_shared_ptr[(((int)threadIdx.x) + 2112)] = B_ptr[((((k_0 * 36864) + ((((int)blockIdx.x) & 15) * 192)) + ((int)threadIdx.x)) + 33792)];
    __syncthreads();
    for (int k_1 = 0; k_1 < 12; ++k_1) {
      int cse_v5 = (((((int)threadIdx.x) / 48) * 96) + k_1);
      int cse_v6 = ((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4));
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((int)threadIdx.x) / 48) * 96) + k_1)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      int cse_v8 = (((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[(((((int)threadIdx.x) / 48) * 96) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      int cse_v9 = (((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[(((((int)threadIdx.x) / 48) * 96) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      int cse_v10 = (((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3);
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[(((((int)threadIdx.x) / 48) * 96) + k_1)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v11 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 12);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 12)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 12)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v12 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 24);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 24)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 24)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v13 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 36);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 36)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 36)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v14 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 48);
      C_local_ptr[16] = (C_local_ptr[16] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 48)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[17] = (C_local_ptr[17] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 48)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[18] = (C_local_ptr[18] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 48)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[19] = (C_local_ptr[19] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 48)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v15 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 60);
      C_local_ptr[20] = (C_local_ptr[20] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 60)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[21] = (C_local_ptr[21] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 60)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[22] = (C_local_ptr[22] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 60)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[23] = (C_local_ptr[23] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 60)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v16 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 72);
      C_local_ptr[24] = (C_local_ptr[24] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 72)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[25] = (C_local_ptr[25] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 72)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[26] = (C_local_ptr[26] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 72)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[27] = (C_local_ptr[27] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 72)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
      int cse_v17 = ((((((int)threadIdx.x) / 48) * 96) + k_1) + 84);
      C_local_ptr[28] = (C_local_ptr[28] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 84)] * B_shared_ptr[((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4))]));
      C_local_ptr[29] = (C_local_ptr[29] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 84)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 1)]));
      C_local_ptr[30] = (C_local_ptr[30] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 84)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 2)]));
      C_local_ptr[31] = (C_local_ptr[31] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + k_1) + 84)] * B_shared_ptr[(((k_1 * 192) + ((((int)threadIdx.x) % 48) * 4)) + 3)]));
    }
  }
  int cse_v18 = (((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4));
  C_ptr[(((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 2)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 3)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 3072)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 3073)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 3074)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 3075)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 6144)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 6145)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 6146)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 6147)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 9216)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 9217)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 9218)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 9219)] = C_local_ptr[15];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 12288)] = C_local_ptr[16];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 12289)] = C_local_ptr[17];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 12290)] = C_local_ptr[18];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 12291)] = C_local_ptr[19];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 15360)] = C_local_ptr[20];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 15361)] = C_local_ptr[21];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 15362)] = C_local_ptr[22];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 15363)] = C_local_ptr[23];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 18432)] = C_local_ptr[24];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 18433)] = C_local_ptr[25];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 18434)] = C_local_ptr[26];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 18435)] = C_local_ptr[27];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 21504)] = C_local_ptr[28];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 21505)] = C_local_ptr[29];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 21506)] = C_local_ptr[30];
  C_ptr[((((((((int)blockIdx.x) >> 4) * 98304) + ((((int)threadIdx.x) / 48) * 24576)) + ((((int)blockIdx.x) & 15) * 192)) + ((((int)threadIdx.x) % 48) * 4)) + 21507)] = C_local_ptr[31];
}

