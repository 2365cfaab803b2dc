
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
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr);
extern "C" __global__ void __launch_bounds__(64) main_kernel(float* __restrict__ A_ptr, float* __restrict__ B_ptr, float* __restrict__ conv2d_nchw_ptr) {
  alignas(64) float conv2d_nchw_local_ptr[16];
  __shared__ alignas(64) float A_shared_ptr[4096];
  __shared__ alignas(64) float B_shared_ptr[4096];
  conv2d_nchw_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  conv2d_nchw_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  int cse_v2 = (((int)blockIdx.x) / 98);
  int cse_v4 = (((int)threadIdx.x) & 15);
  int cse_v5 = (((int)threadIdx.x) >> 4);
  int cse_v6 = ((((int)blockIdx.x) % 7) * 8);
  int cse_v25 = (((((int)blockIdx.x) % 98) / 7) * 224);
  for (int rc_0 = 0; rc_0 < 2; ++rc_0) {
    int cse_v1 = (((int)threadIdx.x) * 4);
    int cse_v155 = ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4));
    __syncthreads();
    *(float4*)(A_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(A_ptr + ((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)));
    int cse_v7 = ((((int)threadIdx.x) * 4) + 256);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 25088));
    int cse_v8 = ((((int)threadIdx.x) * 4) + 512);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 50176));
    int cse_v9 = ((((int)threadIdx.x) * 4) + 768);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 75264));
    int cse_v10 = ((((int)threadIdx.x) * 4) + 1024);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 100352));
    int cse_v11 = ((((int)threadIdx.x) * 4) + 1280);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 125440));
    int cse_v12 = ((((int)threadIdx.x) * 4) + 1536);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 150528));
    int cse_v13 = ((((int)threadIdx.x) * 4) + 1792);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 175616));
    int cse_v14 = ((((int)threadIdx.x) * 4) + 2048);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 200704));
    int cse_v15 = ((((int)threadIdx.x) * 4) + 2304);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 225792));
    int cse_v16 = ((((int)threadIdx.x) * 4) + 2560);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2560)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 250880));
    int cse_v17 = ((((int)threadIdx.x) * 4) + 2816);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 2816)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 275968));
    int cse_v18 = ((((int)threadIdx.x) * 4) + 3072);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 301056));
    int cse_v19 = ((((int)threadIdx.x) * 4) + 3328);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3328)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 326144));
    int cse_v20 = ((((int)threadIdx.x) * 4) + 3584);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3584)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 351232));
    int cse_v21 = ((((int)threadIdx.x) * 4) + 3840);
    *(float4*)(A_shared_ptr + ((((int)threadIdx.x) * 4) + 3840)) = *(float4*)(A_ptr + (((((((rc_0 * 401408) + ((((int)threadIdx.x) >> 3) * 3136)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 7) >> 1) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 1) * 4)) + 376320));
    int cse_v91 = (((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4));
    *(float4*)(B_shared_ptr + (((int)threadIdx.x) * 4)) = *(float4*)(B_ptr + (((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 256)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 512));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 512)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 1024));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 768)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 1536));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1024)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 2048));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1280)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 2560));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1536)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 3072));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 1792)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 3584));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2048)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 4096));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2304)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 4608));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2560)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 5120));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 2816)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 5632));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3072)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 6144));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3328)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 6656));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3584)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 7168));
    *(float4*)(B_shared_ptr + ((((int)threadIdx.x) * 4) + 3840)) = *(float4*)(B_ptr + ((((((((int)blockIdx.x) / 98) * 8192) + ((((int)threadIdx.x) >> 5) * 256)) + (rc_0 * 128)) + ((((int)threadIdx.x) & 31) * 4)) + 7680));
    __syncthreads();
    for (int rc_1 = 0; rc_1 < 4; ++rc_1) {
      for (int f_3 = 0; f_3 < 4; ++f_3) {
        int cse_v3 = (f_3 * 2);
        int cse_v26 = ((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2));
        int cse_v27 = ((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32));
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2))] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32))]));
        int cse_v22 = ((f_3 * 2) + 8);
        int cse_v92 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2048);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2))] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2048)]));
        int cse_v23 = ((f_3 * 2) + 1);
        int cse_v28 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 1);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * B_shared_ptr[((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32))]));
        int cse_v24 = ((f_3 * 2) + 9);
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 1)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2048)]));
        int cse_v29 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 32);
        int cse_v93 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 1);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 1)]));
        int cse_v94 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2049);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 32)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2049)]));
        int cse_v30 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 33);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 1)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 33)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2049)]));
        int cse_v31 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 64);
        int cse_v95 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2)]));
        int cse_v96 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2050);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 64)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2050)]));
        int cse_v32 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 65);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 65)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2050)]));
        int cse_v33 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 96);
        int cse_v97 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 3);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 3)]));
        int cse_v98 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2051);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 96)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2051)]));
        int cse_v34 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 97);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 3)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 97)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2051)]));
        int cse_v35 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 128);
        int cse_v99 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 4);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 4)]));
        int cse_v100 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2052);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 128)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2052)]));
        int cse_v36 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 129);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 4)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 129)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2052)]));
        int cse_v37 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 160);
        int cse_v101 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 5);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 160)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 5)]));
        int cse_v102 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2053);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 160)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2053)]));
        int cse_v38 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 161);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 161)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 5)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 161)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2053)]));
        int cse_v39 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 192);
        int cse_v103 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 6);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 192)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 6)]));
        int cse_v104 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2054);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 192)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2054)]));
        int cse_v40 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 193);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 193)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 6)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 193)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2054)]));
        int cse_v41 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 224);
        int cse_v105 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 7);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 224)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 7)]));
        int cse_v106 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2055);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 224)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2055)]));
        int cse_v42 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 225);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 225)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 7)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 225)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2055)]));
        int cse_v43 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 256);
        int cse_v107 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 8);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 256)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 8)]));
        int cse_v108 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2056);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 256)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2056)]));
        int cse_v44 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 257);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 257)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 8)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 257)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2056)]));
        int cse_v45 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 288);
        int cse_v109 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 9);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 288)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 9)]));
        int cse_v110 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2057);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 288)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2057)]));
        int cse_v46 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 289);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 289)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 9)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 289)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2057)]));
        int cse_v47 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 320);
        int cse_v111 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 10);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 320)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 10)]));
        int cse_v112 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2058);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 320)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2058)]));
        int cse_v48 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 321);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 321)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 10)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 321)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2058)]));
        int cse_v49 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 352);
        int cse_v113 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 11);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 352)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 11)]));
        int cse_v114 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2059);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 352)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2059)]));
        int cse_v50 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 353);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 353)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 11)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 353)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2059)]));
        int cse_v51 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 384);
        int cse_v115 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 12);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 384)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 12)]));
        int cse_v116 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2060);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 384)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2060)]));
        int cse_v52 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 385);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 385)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 12)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 385)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2060)]));
        int cse_v53 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 416);
        int cse_v117 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 13);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 416)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 13)]));
        int cse_v118 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2061);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 416)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2061)]));
        int cse_v54 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 417);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 417)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 13)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 417)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2061)]));
        int cse_v55 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 448);
        int cse_v119 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 14);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 448)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 14)]));
        int cse_v120 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2062);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 448)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2062)]));
        int cse_v56 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 449);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 449)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 14)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 449)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2062)]));
        int cse_v57 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 480);
        int cse_v121 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 15);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 480)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 15)]));
        int cse_v122 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2063);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 480)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2063)]));
        int cse_v58 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 481);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 481)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 15)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 481)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2063)]));
        int cse_v59 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 512);
        int cse_v123 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 16);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 512)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 16)]));
        int cse_v124 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2064);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 512)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2064)]));
        int cse_v60 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 513);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 513)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 16)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 513)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2064)]));
        int cse_v61 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 544);
        int cse_v125 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 17);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 544)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 17)]));
        int cse_v126 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2065);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 544)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2065)]));
        int cse_v62 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 545);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 545)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 17)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 545)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2065)]));
        int cse_v63 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 576);
        int cse_v127 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 18);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 576)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 18)]));
        int cse_v128 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2066);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 576)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2066)]));
        int cse_v64 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 577);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 577)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 18)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 577)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2066)]));
        int cse_v65 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 608);
        int cse_v129 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 19);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 608)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 19)]));
        int cse_v130 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2067);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 608)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2067)]));
        int cse_v66 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 609);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 609)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 19)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 609)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2067)]));
        int cse_v67 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 640);
        int cse_v131 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 20);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 640)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 20)]));
        int cse_v132 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2068);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 640)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2068)]));
        int cse_v68 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 641);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 641)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 20)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 641)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2068)]));
        int cse_v69 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 672);
        int cse_v133 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 21);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 672)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 21)]));
        int cse_v134 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2069);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 672)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2069)]));
        int cse_v70 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 673);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 673)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 21)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 673)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2069)]));
        int cse_v71 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 704);
        int cse_v135 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 22);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 704)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 22)]));
        int cse_v136 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2070);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 704)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2070)]));
        int cse_v72 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 705);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 705)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 22)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 705)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2070)]));
        int cse_v73 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 736);
        int cse_v137 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 23);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 736)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 23)]));
        int cse_v138 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2071);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 736)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2071)]));
        int cse_v74 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 737);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 737)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 23)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 737)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2071)]));
        int cse_v75 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 768);
        int cse_v139 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 24);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 768)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 24)]));
        int cse_v140 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2072);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 768)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2072)]));
        int cse_v76 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 769);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 769)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 24)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 769)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2072)]));
        int cse_v77 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 800);
        int cse_v141 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 25);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 800)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 25)]));
        int cse_v142 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2073);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 800)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2073)]));
        int cse_v78 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 801);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 801)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 25)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 801)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2073)]));
        int cse_v79 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 832);
        int cse_v143 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 26);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 832)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 26)]));
        int cse_v144 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2074);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 832)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2074)]));
        int cse_v80 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 833);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 833)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 26)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 833)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2074)]));
        int cse_v81 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 864);
        int cse_v145 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 27);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 864)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 27)]));
        int cse_v146 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2075);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 864)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2075)]));
        int cse_v82 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 865);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 865)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 27)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 865)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2075)]));
        int cse_v83 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 896);
        int cse_v147 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 28);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 896)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 28)]));
        int cse_v148 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2076);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 896)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2076)]));
        int cse_v84 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 897);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 897)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 28)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 897)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2076)]));
        int cse_v85 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 928);
        int cse_v149 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 29);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 928)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 29)]));
        int cse_v150 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2077);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 928)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2077)]));
        int cse_v86 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 929);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 929)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 29)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 929)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2077)]));
        int cse_v87 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 960);
        int cse_v151 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 30);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 960)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 30)]));
        int cse_v152 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2078);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 960)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2078)]));
        int cse_v88 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 961);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 961)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 30)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 961)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2078)]));
        int cse_v89 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 992);
        int cse_v153 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 31);
        conv2d_nchw_local_ptr[(f_3 * 2)] = (conv2d_nchw_local_ptr[(f_3 * 2)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 992)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 31)]));
        int cse_v154 = (((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2079);
        conv2d_nchw_local_ptr[((f_3 * 2) + 8)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 8)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 992)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2079)]));
        int cse_v90 = (((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 993);
        conv2d_nchw_local_ptr[((f_3 * 2) + 1)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 1)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 993)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 31)]));
        conv2d_nchw_local_ptr[((f_3 * 2) + 9)] = (conv2d_nchw_local_ptr[((f_3 * 2) + 9)] + (A_shared_ptr[(((rc_1 * 1024) + ((((int)threadIdx.x) & 15) * 2)) + 993)] * B_shared_ptr[(((((((int)threadIdx.x) >> 4) * 512) + (f_3 * 128)) + (rc_1 * 32)) + 2079)]));
      }
    }
  }
  int cse_v156 = (((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2));
  conv2d_nchw_ptr[(((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2))] = conv2d_nchw_local_ptr[0];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 50176)] = conv2d_nchw_local_ptr[8];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 1)] = conv2d_nchw_local_ptr[1];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 50177)] = conv2d_nchw_local_ptr[9];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3136)] = conv2d_nchw_local_ptr[2];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 53312)] = conv2d_nchw_local_ptr[10];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 3137)] = conv2d_nchw_local_ptr[3];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 53313)] = conv2d_nchw_local_ptr[11];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6272)] = conv2d_nchw_local_ptr[4];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 56448)] = conv2d_nchw_local_ptr[12];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 6273)] = conv2d_nchw_local_ptr[5];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 56449)] = conv2d_nchw_local_ptr[13];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9408)] = conv2d_nchw_local_ptr[6];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 59584)] = conv2d_nchw_local_ptr[14];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 9409)] = conv2d_nchw_local_ptr[7];
  conv2d_nchw_ptr[((((((((((int)blockIdx.x) / 98) * 100352) + ((((int)threadIdx.x) >> 4) * 12544)) + (((((int)blockIdx.x) % 98) / 7) * 224)) + (((((int)threadIdx.x) & 15) >> 2) * 56)) + ((((int)blockIdx.x) % 7) * 8)) + ((((int)threadIdx.x) & 3) * 2)) + 59585)] = conv2d_nchw_local_ptr[15];
}

