
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
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr);
extern "C" __global__ void __launch_bounds__(128) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ C_ptr) {
  alignas(64) float C_local_ptr[24];
  __shared__ alignas(64) float A_shared_ptr[768];
  __shared__ alignas(64) float B_shared_ptr[2304];
  C_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v11 = (((int)threadIdx.x) >> 5);
  int cse_v18 = ((((int)blockIdx.x) & 7) * 96);
  int cse_v20 = ((((int)threadIdx.x) & 31) * 3);
  for (int k_0 = 0; k_0 < 128; ++k_0) {
    int cse_v2 = (((int)threadIdx.x) / 24);
    int cse_v3 = (k_0 * 24);
    int cse_v4 = (((int)threadIdx.x) % 24);
    int cse_v12 = ((((int)blockIdx.x) >> 3) * 98304);
    int cse_v27 = (((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 24)) + (((int)threadIdx.x) % 24));
    __syncthreads();
    A_shared_ptr[((int)threadIdx.x)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 24)) + (((int)threadIdx.x) % 24))];
    int cse_v5 = (((int)threadIdx.x) + 128);
    int cse_v13 = ((((int)threadIdx.x) + 128) / 24);
    int cse_v14 = ((((int)threadIdx.x) + 8) % 24);
    A_shared_ptr[(((int)threadIdx.x) + 128)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + (((((int)threadIdx.x) + 128) / 24) * 3072)) + (k_0 * 24)) + ((((int)threadIdx.x) + 8) % 24))];
    int cse_v6 = (((int)threadIdx.x) + 256);
    int cse_v15 = ((((int)threadIdx.x) + 256) / 24);
    int cse_v16 = ((((int)threadIdx.x) + 16) % 24);
    A_shared_ptr[(((int)threadIdx.x) + 256)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + (((((int)threadIdx.x) + 256) / 24) * 3072)) + (k_0 * 24)) + ((((int)threadIdx.x) + 16) % 24))];
    A_shared_ptr[(((int)threadIdx.x) + 384)] = A_ptr[((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 24)) + (((int)threadIdx.x) % 24)) + 49152)];
    int cse_v7 = (((int)threadIdx.x) + 512);
    int cse_v17 = ((((int)threadIdx.x) + 512) / 24);
    A_shared_ptr[(((int)threadIdx.x) + 512)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + (((((int)threadIdx.x) + 512) / 24) * 3072)) + (k_0 * 24)) + ((((int)threadIdx.x) + 8) % 24))];
    int cse_v8 = (((int)threadIdx.x) + 640);
    A_shared_ptr[(((int)threadIdx.x) + 640)] = A_ptr[(((((((int)blockIdx.x) >> 3) * 98304) + (((((int)threadIdx.x) + 640) / 24) * 3072)) + (k_0 * 24)) + ((((int)threadIdx.x) + 16) % 24))];
    int cse_v9 = (k_0 * 18432);
    int cse_v10 = (((int)threadIdx.x) * 4);
    int cse_v28 = ((((k_0 * 18432) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 18432) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)));
    int cse_v21 = (((((int)threadIdx.x) * 4) + 32) % 96);
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + ((((k_0 * 18432) + (((((int)threadIdx.x) + 128) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + (((((int)threadIdx.x) * 4) + 32) % 96)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + ((((k_0 * 18432) + (((((int)threadIdx.x) + 256) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + (((((int)threadIdx.x) * 4) + 64) % 96)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((k_0 * 18432) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 12288));
    if (((int)threadIdx.x) < 64) {
      *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + ((((k_0 * 18432) + (((((int)threadIdx.x) + 512) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + (((((int)threadIdx.x) * 4) + 32) % 96)));
    }
    __syncthreads();
    for (int k_1 = 0; k_1 < 2; ++k_1) {
      for (int i_3 = 0; i_3 < 2; ++i_3) {
        for (int j_3 = 0; j_3 < 3; ++j_3) {
          int cse_v19 = ((i_3 * 6) + j_3);
          int cse_v25 = ((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12));
          int cse_v26 = (((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12))] * B_shared_ptr[(((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3)]));
          int cse_v22 = (((i_3 * 6) + j_3) + 12);
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 384)] * B_shared_ptr[(((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3)]));
          int cse_v23 = (((i_3 * 6) + j_3) + 3);
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 24)] * B_shared_ptr[(((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3)]));
          int cse_v24 = (((i_3 * 6) + j_3) + 15);
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 408)] * B_shared_ptr[(((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3)]));
          int cse_v29 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 96);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 1)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 96)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 385)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 96)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 25)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 96)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 409)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 96)]));
          int cse_v30 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 192);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 2)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 192)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 386)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 192)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 26)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 192)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 410)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 192)]));
          int cse_v31 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 288);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 3)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 288)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 387)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 288)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 27)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 288)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 411)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 288)]));
          int cse_v32 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 384);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 4)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 384)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 388)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 384)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 28)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 384)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 412)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 384)]));
          int cse_v33 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 480);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 5)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 480)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 389)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 480)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 29)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 480)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 413)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 480)]));
          int cse_v34 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 576);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 6)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 576)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 390)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 576)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 30)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 576)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 414)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 576)]));
          int cse_v35 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 672);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 7)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 672)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 391)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 672)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 31)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 672)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 415)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 672)]));
          int cse_v36 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 768);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 8)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 768)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 392)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 768)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 32)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 768)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 416)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 768)]));
          int cse_v37 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 864);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 9)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 864)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 393)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 864)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 33)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 864)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 417)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 864)]));
          int cse_v38 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 960);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 10)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 960)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 394)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 960)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 34)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 960)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 418)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 960)]));
          int cse_v39 = ((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 1056);
          C_local_ptr[((i_3 * 6) + j_3)] = (C_local_ptr[((i_3 * 6) + j_3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 11)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 1056)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 12)] = (C_local_ptr[(((i_3 * 6) + j_3) + 12)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 395)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 1056)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 3)] = (C_local_ptr[(((i_3 * 6) + j_3) + 3)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 35)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 1056)]));
          C_local_ptr[(((i_3 * 6) + j_3) + 15)] = (C_local_ptr[(((i_3 * 6) + j_3) + 15)] + (A_shared_ptr[(((((((int)threadIdx.x) >> 5) * 96) + (i_3 * 48)) + (k_1 * 12)) + 419)] * B_shared_ptr[((((k_1 * 1152) + ((((int)threadIdx.x) & 31) * 3)) + j_3) + 1056)]));
        }
      }
    }
  }
  int cse_v40 = (((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3));
  C_ptr[(((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 12288)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 12289)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 2)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 12290)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 768)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 13056)] = C_local_ptr[15];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 769)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 13057)] = C_local_ptr[16];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 770)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 13058)] = C_local_ptr[17];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 1536)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 13824)] = C_local_ptr[18];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 1537)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 13825)] = C_local_ptr[19];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 1538)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 13826)] = C_local_ptr[20];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 2304)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 14592)] = C_local_ptr[21];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 2305)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 14593)] = C_local_ptr[22];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 2306)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) >> 5) * 3072)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) & 31) * 3)) + 14594)] = C_local_ptr[23];
}

