
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
  C_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  C_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v1 = (((int)blockIdx.x) >> 3);
  int cse_v4 = (((int)threadIdx.x) / 48);
  int cse_v9 = ((((int)blockIdx.x) & 7) * 96);
  int cse_v10 = ((((int)threadIdx.x) % 48) * 2);
  for (int k_0 = 0; k_0 < 32; ++k_0) {
    int cse_v2 = (((int)threadIdx.x) / 24);
    int cse_v3 = (((int)threadIdx.x) * 4);
    int cse_v5 = ((((int)threadIdx.x) % 24) * 4);
    int cse_v91 = (((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + (((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)));
    int cse_v6 = ((((int)threadIdx.x) * 4) + 768);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 24576));
    int cse_v7 = ((((int)threadIdx.x) * 4) + 1536);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 49152));
    int cse_v8 = ((((int)threadIdx.x) * 4) + 2304);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(A_ptr + ((((((((int)blockIdx.x) >> 3) * 98304) + ((((int)threadIdx.x) / 24) * 3072)) + (k_0 * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 73728));
    int cse_v92 = ((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + ((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 6144));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 12288));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 18432));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 24576));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3840)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 30720));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 4608)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 36864));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 5376)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 43008));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 6144)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 49152));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 6912)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 55296));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 7680)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 61440));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 8448)) = *(float4*)(B_ptr + (((((k_0 * 73728) + ((((int)threadIdx.x) / 24) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 24) * 4)) + 67584));
    __syncthreads();
    for (int k_1 = 0; k_1 < 12; ++k_1) {
      int cse_v11 = (((((int)threadIdx.x) / 48) * 96) + (k_1 * 8));
      int cse_v12 = ((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2));
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[(((((int)threadIdx.x) / 48) * 96) + (k_1 * 8))] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v13 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 384);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 384)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v14 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 768);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 768)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v15 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1152);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1152)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v16 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1536);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1536)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v17 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1920);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1920)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v18 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2304);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2304)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v19 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2688);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2688)] * B_shared_ptr[((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2))]));
      int cse_v20 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1);
      int cse_v21 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v22 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 385);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 385)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v23 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 769);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 769)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v24 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1153);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1153)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v25 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1537);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1537)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v26 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1921);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1921)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v27 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2305);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2305)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v28 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2689);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2689)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 96)]));
      int cse_v29 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2);
      int cse_v30 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v31 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 386);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 386)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v32 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 770);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 770)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v33 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1154);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1154)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v34 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1538);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1538)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v35 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1922);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1922)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v36 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2306);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2306)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v37 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2690);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2690)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 192)]));
      int cse_v38 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 3);
      int cse_v39 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 3)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v40 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 387);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 387)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v41 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 771);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 771)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v42 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1155);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1155)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v43 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1539);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1539)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v44 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1923);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1923)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v45 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2307);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2307)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v46 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2691);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2691)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 288)]));
      int cse_v47 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 4);
      int cse_v48 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 4)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v49 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 388);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 388)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v50 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 772);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 772)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v51 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1156);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1156)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v52 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1540);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1540)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v53 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1924);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1924)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v54 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2308);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2308)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v55 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2692);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2692)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 384)]));
      int cse_v56 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 5);
      int cse_v57 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 5)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v58 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 389);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 389)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v59 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 773);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 773)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v60 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1157);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1157)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v61 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1541);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1541)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v62 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1925);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1925)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v63 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2309);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2309)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v64 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2693);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2693)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 480)]));
      int cse_v65 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 6);
      int cse_v66 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 6)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v67 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 390);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 390)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v68 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 774);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 774)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v69 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1158);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1158)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v70 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1542);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1542)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v71 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1926);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1926)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v72 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2310);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2310)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v73 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2694);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2694)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 576)]));
      int cse_v74 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 7);
      int cse_v75 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672);
      C_local_ptr[0] = (C_local_ptr[0] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 7)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v76 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 391);
      C_local_ptr[2] = (C_local_ptr[2] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 391)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v77 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 775);
      C_local_ptr[4] = (C_local_ptr[4] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 775)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v78 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1159);
      C_local_ptr[6] = (C_local_ptr[6] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1159)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v79 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1543);
      C_local_ptr[8] = (C_local_ptr[8] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1543)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v80 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1927);
      C_local_ptr[10] = (C_local_ptr[10] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1927)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v81 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2311);
      C_local_ptr[12] = (C_local_ptr[12] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2311)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v82 = ((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2695);
      C_local_ptr[14] = (C_local_ptr[14] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2695)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 672)]));
      int cse_v83 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[(((((int)threadIdx.x) / 48) * 96) + (k_1 * 8))] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 384)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 768)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1152)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1536)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1920)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2304)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2688)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 1)]));
      int cse_v84 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 385)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 769)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1153)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1537)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1921)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2305)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2689)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 97)]));
      int cse_v85 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 386)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 770)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1154)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1538)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1922)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2306)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2690)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 193)]));
      int cse_v86 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 3)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 387)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 771)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1155)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1539)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1923)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2307)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2691)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 289)]));
      int cse_v87 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 4)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 388)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 772)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1156)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1540)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1924)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2308)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2692)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 385)]));
      int cse_v88 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 5)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 389)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 773)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1157)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1541)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1925)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2309)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2693)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 481)]));
      int cse_v89 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 6)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 390)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 774)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1158)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1542)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1926)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2310)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2694)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 577)]));
      int cse_v90 = (((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673);
      C_local_ptr[1] = (C_local_ptr[1] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 7)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[3] = (C_local_ptr[3] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 391)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[5] = (C_local_ptr[5] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 775)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[7] = (C_local_ptr[7] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1159)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[9] = (C_local_ptr[9] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1543)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[11] = (C_local_ptr[11] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 1927)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[13] = (C_local_ptr[13] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2311)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
      C_local_ptr[15] = (C_local_ptr[15] + (A_shared_ptr[((((((int)threadIdx.x) / 48) * 96) + (k_1 * 8)) + 2695)] * B_shared_ptr[(((k_1 * 768) + ((((int)threadIdx.x) % 48) * 2)) + 673)]));
    }
  }
  int cse_v93 = (((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2));
  C_ptr[(((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2))] = C_local_ptr[0];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3072)] = C_local_ptr[2];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6144)] = C_local_ptr[4];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 9216)] = C_local_ptr[6];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 12288)] = C_local_ptr[8];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 15360)] = C_local_ptr[10];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 18432)] = C_local_ptr[12];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 21504)] = C_local_ptr[14];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 1)] = C_local_ptr[1];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 3073)] = C_local_ptr[3];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 6145)] = C_local_ptr[5];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 9217)] = C_local_ptr[7];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 12289)] = C_local_ptr[9];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 15361)] = C_local_ptr[11];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 18433)] = C_local_ptr[13];
  C_ptr[((((((((int)blockIdx.x) >> 3) * 24576) + ((((int)threadIdx.x) / 48) * 768)) + ((((int)blockIdx.x) & 7) * 96)) + ((((int)threadIdx.x) % 48) * 2)) + 21505)] = C_local_ptr[15];
}

