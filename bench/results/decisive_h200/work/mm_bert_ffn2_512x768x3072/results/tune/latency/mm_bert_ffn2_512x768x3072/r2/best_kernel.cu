
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
  alignas(64) float C_local_ptr[16];
  __shared__ alignas(64) float A_shared_ptr[3072];
  __shared__ alignas(64) float B_shared_ptr[9216];
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
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v3 = (((int)threadIdx.x) / 48);
  int cse_v7 = ((((int)blockIdx.x) & 7) * 96);
  int cse_v8 = ((((int)threadIdx.x) % 48) * 2);
  for (int k_0 = 0; k_0 < 32; ++k_0) {
    int cse_v2 = (((int)threadIdx.x) * 4);
    int cse_v12 = (((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 24576));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 49152));
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 73728));
    int cse_v4 = (((int)threadIdx.x) * 2);
    int cse_v6 = ((((int)threadIdx.x) / 48) * 768);
    int cse_v13 = ((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2));
    *(float2*)(B_shared_ptr + (((int)threadIdx.x) * 2)) = *(float2*)(B_ptr + ((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 384)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3072));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 768)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6144));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1152)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 9216));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1536)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 12288));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 1920)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 15360));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2304)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 18432));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 2688)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 21504));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3072)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 24576));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3456)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 27648));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 3840)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 30720));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4224)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 33792));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4608)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 36864));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 4992)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 39936));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5376)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 43008));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 5760)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 46080));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 6144)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 49152));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 6528)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 52224));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 6912)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 55296));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 7296)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 58368));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 7680)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 61440));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 8064)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 64512));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 8448)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 67584));
    *(float2*)(B_shared_ptr + ((((int)threadIdx.x) * 2) + 8832)) = *(float2*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 70656));
    __syncthreads();
    for (int k_1 = 0; k_1 < 6; ++k_1) {
      for (int i_3 = 0; i_3 < 8; ++i_3) {
        int cse_v5 = (i_3 * 2);
        int cse_v10 = ((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2));
        int cse_v11 = ((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16));
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16))] * B_shared_ptr[((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2))]));
        int cse_v14 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 1);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 1)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
        int cse_v15 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 2);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 2)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
        int cse_v16 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 3);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 3)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
        int cse_v17 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 4);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 4)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
        int cse_v18 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 5);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 5)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
        int cse_v19 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 6);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 6)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
        int cse_v20 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 7);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 7)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
        int cse_v21 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 8);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 8)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 768)]));
        int cse_v22 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 9);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 9)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 864)]));
        int cse_v23 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 10);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 10)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 960)]));
        int cse_v24 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 11);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 11)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1056)]));
        int cse_v25 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 12);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 12)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1152)]));
        int cse_v26 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 13);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 13)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1248)]));
        int cse_v27 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 14);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 14)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1344)]));
        int cse_v28 = (((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 15);
        C_local_ptr[(i_3 * 2)] = (C_local_ptr[(i_3 * 2)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 15)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1440)]));
        int cse_v9 = ((i_3 * 2) + 1);
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16))] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 1)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 2)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 3)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 4)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 5)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 6)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 7)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 8)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 769)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 9)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 865)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 10)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 961)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 11)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1057)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 12)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1153)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 13)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1249)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 14)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1345)]));
        C_local_ptr[((i_3 * 2) + 1)] = (C_local_ptr[((i_3 * 2) + 1)] + (A_shared_ptr[(((((((int)threadIdx.x) / 48) * 768) + (i_3 * 96)) + (k_1 * 16)) + 15)] * B_shared_ptr[(((k_1 * 1536) + ((((int)threadIdx.x) % 48) * 2)) + 1441)]));
      }
    }
  }
  int cse_v29 = (((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2));
  C_ptr[(((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 768)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 769)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1536)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1537)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 2304)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 2305)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3072)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3073)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3840)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3841)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 4608)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 4609)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 5376)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 6144)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 5377)] = C_local_ptr[15];
}

