
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

#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ < 700)
#define __shfl_sync(mask, var, lane, width) \
        __shfl((var), (lane), (width))

#define __shfl_down_sync(mask, var, offset, width) \
        __shfl_down((var), (offset), (width))

#define __shfl_up_sync(mask, var, offset, width) \
        __shfl_up((var), (offset), (width))
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
  alignas(64) float C_rf_local_ptr[4];
  alignas(64) float red_buf0_ptr[1];
  *(float4*)(C_rf_local_ptr + 0) = make_float4(0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/, 0x0p+0f/*0.000000e+00*/);
  int cse_v1 = (((int)blockIdx.x) * 8);
  int cse_v2 = (((int)threadIdx.y) * 4);
  int cse_v3 = (((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4));
  float4 __1;
    float4 v_ = *(float4*)(C_rf_local_ptr + 0);
    float4 __2;
      float4 v__1 = make_float4(A_ptr[((int)threadIdx.x)], A_ptr[((int)threadIdx.x)], A_ptr[((int)threadIdx.x)], A_ptr[((int)threadIdx.x)]);
      float4 v__2 = *(float4*)(B_ptr + (((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)));
      __2.x = (v__1.x*v__2.x);
      __2.y = (v__1.y*v__2.y);
      __2.z = (v__1.z*v__2.z);
      __2.w = (v__1.w*v__2.w);
    __1.x = (v_.x+__2.x);
    __1.y = (v_.y+__2.y);
    __1.z = (v_.z+__2.z);
    __1.w = (v_.w+__2.w);
  *(float4*)(C_rf_local_ptr + 0) = __1;
  float4 __3;
    float4 v__3 = *(float4*)(C_rf_local_ptr + 0);
    float4 __4;
      float4 v__4 = make_float4(A_ptr[(((int)threadIdx.x) + 32)], A_ptr[(((int)threadIdx.x) + 32)], A_ptr[(((int)threadIdx.x) + 32)], A_ptr[(((int)threadIdx.x) + 32)]);
      float4 v__5 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 98304));
      __4.x = (v__4.x*v__5.x);
      __4.y = (v__4.y*v__5.y);
      __4.z = (v__4.z*v__5.z);
      __4.w = (v__4.w*v__5.w);
    __3.x = (v__3.x+__4.x);
    __3.y = (v__3.y+__4.y);
    __3.z = (v__3.z+__4.z);
    __3.w = (v__3.w+__4.w);
  *(float4*)(C_rf_local_ptr + 0) = __3;
  float4 __5;
    float4 v__6 = *(float4*)(C_rf_local_ptr + 0);
    float4 __6;
      float4 v__7 = make_float4(A_ptr[(((int)threadIdx.x) + 64)], A_ptr[(((int)threadIdx.x) + 64)], A_ptr[(((int)threadIdx.x) + 64)], A_ptr[(((int)threadIdx.x) + 64)]);
      float4 v__8 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 196608));
      __6.x = (v__7.x*v__8.x);
      __6.y = (v__7.y*v__8.y);
      __6.z = (v__7.z*v__8.z);
      __6.w = (v__7.w*v__8.w);
    __5.x = (v__6.x+__6.x);
    __5.y = (v__6.y+__6.y);
    __5.z = (v__6.z+__6.z);
    __5.w = (v__6.w+__6.w);
  *(float4*)(C_rf_local_ptr + 0) = __5;
  float4 __7;
    float4 v__9 = *(float4*)(C_rf_local_ptr + 0);
    float4 __8;
      float4 v__10 = make_float4(A_ptr[(((int)threadIdx.x) + 96)], A_ptr[(((int)threadIdx.x) + 96)], A_ptr[(((int)threadIdx.x) + 96)], A_ptr[(((int)threadIdx.x) + 96)]);
      float4 v__11 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 294912));
      __8.x = (v__10.x*v__11.x);
      __8.y = (v__10.y*v__11.y);
      __8.z = (v__10.z*v__11.z);
      __8.w = (v__10.w*v__11.w);
    __7.x = (v__9.x+__8.x);
    __7.y = (v__9.y+__8.y);
    __7.z = (v__9.z+__8.z);
    __7.w = (v__9.w+__8.w);
  *(float4*)(C_rf_local_ptr + 0) = __7;
  float4 __9;
    float4 v__12 = *(float4*)(C_rf_local_ptr + 0);
    float4 __10;
      float4 v__13 = make_float4(A_ptr[(((int)threadIdx.x) + 128)], A_ptr[(((int)threadIdx.x) + 128)], A_ptr[(((int)threadIdx.x) + 128)], A_ptr[(((int)threadIdx.x) + 128)]);
      float4 v__14 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 393216));
      __10.x = (v__13.x*v__14.x);
      __10.y = (v__13.y*v__14.y);
      __10.z = (v__13.z*v__14.z);
      __10.w = (v__13.w*v__14.w);
    __9.x = (v__12.x+__10.x);
    __9.y = (v__12.y+__10.y);
    __9.z = (v__12.z+__10.z);
    __9.w = (v__12.w+__10.w);
  *(float4*)(C_rf_local_ptr + 0) = __9;
  float4 __11;
    float4 v__15 = *(float4*)(C_rf_local_ptr + 0);
    float4 __12;
      float4 v__16 = make_float4(A_ptr[(((int)threadIdx.x) + 160)], A_ptr[(((int)threadIdx.x) + 160)], A_ptr[(((int)threadIdx.x) + 160)], A_ptr[(((int)threadIdx.x) + 160)]);
      float4 v__17 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 491520));
      __12.x = (v__16.x*v__17.x);
      __12.y = (v__16.y*v__17.y);
      __12.z = (v__16.z*v__17.z);
      __12.w = (v__16.w*v__17.w);
    __11.x = (v__15.x+__12.x);
    __11.y = (v__15.y+__12.y);
    __11.z = (v__15.z+__12.z);
    __11.w = (v__15.w+__12.w);
  *(float4*)(C_rf_local_ptr + 0) = __11;
  float4 __13;
    float4 v__18 = *(float4*)(C_rf_local_ptr + 0);
    float4 __14;
      float4 v__19 = make_float4(A_ptr[(((int)threadIdx.x) + 192)], A_ptr[(((int)threadIdx.x) + 192)], A_ptr[(((int)threadIdx.x) + 192)], A_ptr[(((int)threadIdx.x) + 192)]);
      float4 v__20 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 589824));
      __14.x = (v__19.x*v__20.x);
      __14.y = (v__19.y*v__20.y);
      __14.z = (v__19.z*v__20.z);
      __14.w = (v__19.w*v__20.w);
    __13.x = (v__18.x+__14.x);
    __13.y = (v__18.y+__14.y);
    __13.z = (v__18.z+__14.z);
    __13.w = (v__18.w+__14.w);
  *(float4*)(C_rf_local_ptr + 0) = __13;
  float4 __15;
    float4 v__21 = *(float4*)(C_rf_local_ptr + 0);
    float4 __16;
      float4 v__22 = make_float4(A_ptr[(((int)threadIdx.x) + 224)], A_ptr[(((int)threadIdx.x) + 224)], A_ptr[(((int)threadIdx.x) + 224)], A_ptr[(((int)threadIdx.x) + 224)]);
      float4 v__23 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 688128));
      __16.x = (v__22.x*v__23.x);
      __16.y = (v__22.y*v__23.y);
      __16.z = (v__22.z*v__23.z);
      __16.w = (v__22.w*v__23.w);
    __15.x = (v__21.x+__16.x);
    __15.y = (v__21.y+__16.y);
    __15.z = (v__21.z+__16.z);
    __15.w = (v__21.w+__16.w);
  *(float4*)(C_rf_local_ptr + 0) = __15;
  float4 __17;
    float4 v__24 = *(float4*)(C_rf_local_ptr + 0);
    float4 __18;
      float4 v__25 = make_float4(A_ptr[(((int)threadIdx.x) + 256)], A_ptr[(((int)threadIdx.x) + 256)], A_ptr[(((int)threadIdx.x) + 256)], A_ptr[(((int)threadIdx.x) + 256)]);
      float4 v__26 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 786432));
      __18.x = (v__25.x*v__26.x);
      __18.y = (v__25.y*v__26.y);
      __18.z = (v__25.z*v__26.z);
      __18.w = (v__25.w*v__26.w);
    __17.x = (v__24.x+__18.x);
    __17.y = (v__24.y+__18.y);
    __17.z = (v__24.z+__18.z);
    __17.w = (v__24.w+__18.w);
  *(float4*)(C_rf_local_ptr + 0) = __17;
  float4 __19;
    float4 v__27 = *(float4*)(C_rf_local_ptr + 0);
    float4 __20;
      float4 v__28 = make_float4(A_ptr[(((int)threadIdx.x) + 288)], A_ptr[(((int)threadIdx.x) + 288)], A_ptr[(((int)threadIdx.x) + 288)], A_ptr[(((int)threadIdx.x) + 288)]);
      float4 v__29 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 884736));
      __20.x = (v__28.x*v__29.x);
      __20.y = (v__28.y*v__29.y);
      __20.z = (v__28.z*v__29.z);
      __20.w = (v__28.w*v__29.w);
    __19.x = (v__27.x+__20.x);
    __19.y = (v__27.y+__20.y);
    __19.z = (v__27.z+__20.z);
    __19.w = (v__27.w+__20.w);
  *(float4*)(C_rf_local_ptr + 0) = __19;
  float4 __21;
    float4 v__30 = *(float4*)(C_rf_local_ptr + 0);
    float4 __22;
      float4 v__31 = make_float4(A_ptr[(((int)threadIdx.x) + 320)], A_ptr[(((int)threadIdx.x) + 320)], A_ptr[(((int)threadIdx.x) + 320)], A_ptr[(((int)threadIdx.x) + 320)]);
      float4 v__32 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 983040));
      __22.x = (v__31.x*v__32.x);
      __22.y = (v__31.y*v__32.y);
      __22.z = (v__31.z*v__32.z);
      __22.w = (v__31.w*v__32.w);
    __21.x = (v__30.x+__22.x);
    __21.y = (v__30.y+__22.y);
    __21.z = (v__30.z+__22.z);
    __21.w = (v__30.w+__22.w);
  *(float4*)(C_rf_local_ptr + 0) = __21;
  float4 __23;
    float4 v__33 = *(float4*)(C_rf_local_ptr + 0);
    float4 __24;
      float4 v__34 = make_float4(A_ptr[(((int)threadIdx.x) + 352)], A_ptr[(((int)threadIdx.x) + 352)], A_ptr[(((int)threadIdx.x) + 352)], A_ptr[(((int)threadIdx.x) + 352)]);
      float4 v__35 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1081344));
      __24.x = (v__34.x*v__35.x);
      __24.y = (v__34.y*v__35.y);
      __24.z = (v__34.z*v__35.z);
      __24.w = (v__34.w*v__35.w);
    __23.x = (v__33.x+__24.x);
    __23.y = (v__33.y+__24.y);
    __23.z = (v__33.z+__24.z);
    __23.w = (v__33.w+__24.w);
  *(float4*)(C_rf_local_ptr + 0) = __23;
  float4 __25;
    float4 v__36 = *(float4*)(C_rf_local_ptr + 0);
    float4 __26;
      float4 v__37 = make_float4(A_ptr[(((int)threadIdx.x) + 384)], A_ptr[(((int)threadIdx.x) + 384)], A_ptr[(((int)threadIdx.x) + 384)], A_ptr[(((int)threadIdx.x) + 384)]);
      float4 v__38 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1179648));
      __26.x = (v__37.x*v__38.x);
      __26.y = (v__37.y*v__38.y);
      __26.z = (v__37.z*v__38.z);
      __26.w = (v__37.w*v__38.w);
    __25.x = (v__36.x+__26.x);
    __25.y = (v__36.y+__26.y);
    __25.z = (v__36.z+__26.z);
    __25.w = (v__36.w+__26.w);
  *(float4*)(C_rf_local_ptr + 0) = __25;
  float4 __27;
    float4 v__39 = *(float4*)(C_rf_local_ptr + 0);
    float4 __28;
      float4 v__40 = make_float4(A_ptr[(((int)threadIdx.x) + 416)], A_ptr[(((int)threadIdx.x) + 416)], A_ptr[(((int)threadIdx.x) + 416)], A_ptr[(((int)threadIdx.x) + 416)]);
      float4 v__41 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1277952));
      __28.x = (v__40.x*v__41.x);
      __28.y = (v__40.y*v__41.y);
      __28.z = (v__40.z*v__41.z);
      __28.w = (v__40.w*v__41.w);
    __27.x = (v__39.x+__28.x);
    __27.y = (v__39.y+__28.y);
    __27.z = (v__39.z+__28.z);
    __27.w = (v__39.w+__28.w);
  *(float4*)(C_rf_local_ptr + 0) = __27;
  float4 __29;
    float4 v__42 = *(float4*)(C_rf_local_ptr + 0);
    float4 __30;
      float4 v__43 = make_float4(A_ptr[(((int)threadIdx.x) + 448)], A_ptr[(((int)threadIdx.x) + 448)], A_ptr[(((int)threadIdx.x) + 448)], A_ptr[(((int)threadIdx.x) + 448)]);
      float4 v__44 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1376256));
      __30.x = (v__43.x*v__44.x);
      __30.y = (v__43.y*v__44.y);
      __30.z = (v__43.z*v__44.z);
      __30.w = (v__43.w*v__44.w);
    __29.x = (v__42.x+__30.x);
    __29.y = (v__42.y+__30.y);
    __29.z = (v__42.z+__30.z);
    __29.w = (v__42.w+__30.w);
  *(float4*)(C_rf_local_ptr + 0) = __29;
  float4 __31;
    float4 v__45 = *(float4*)(C_rf_local_ptr + 0);
    float4 __32;
      float4 v__46 = make_float4(A_ptr[(((int)threadIdx.x) + 480)], A_ptr[(((int)threadIdx.x) + 480)], A_ptr[(((int)threadIdx.x) + 480)], A_ptr[(((int)threadIdx.x) + 480)]);
      float4 v__47 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1474560));
      __32.x = (v__46.x*v__47.x);
      __32.y = (v__46.y*v__47.y);
      __32.z = (v__46.z*v__47.z);
      __32.w = (v__46.w*v__47.w);
    __31.x = (v__45.x+__32.x);
    __31.y = (v__45.y+__32.y);
    __31.z = (v__45.z+__32.z);
    __31.w = (v__45.w+__32.w);
  *(float4*)(C_rf_local_ptr + 0) = __31;
  float4 __33;
    float4 v__48 = *(float4*)(C_rf_local_ptr + 0);
    float4 __34;
      float4 v__49 = make_float4(A_ptr[(((int)threadIdx.x) + 512)], A_ptr[(((int)threadIdx.x) + 512)], A_ptr[(((int)threadIdx.x) + 512)], A_ptr[(((int)threadIdx.x) + 512)]);
      float4 v__50 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1572864));
      __34.x = (v__49.x*v__50.x);
      __34.y = (v__49.y*v__50.y);
      __34.z = (v__49.z*v__50.z);
      __34.w = (v__49.w*v__50.w);
    __33.x = (v__48.x+__34.x);
    __33.y = (v__48.y+__34.y);
    __33.z = (v__48.z+__34.z);
    __33.w = (v__48.w+__34.w);
  *(float4*)(C_rf_local_ptr + 0) = __33;
  float4 __35;
    float4 v__51 = *(float4*)(C_rf_local_ptr + 0);
    float4 __36;
      float4 v__52 = make_float4(A_ptr[(((int)threadIdx.x) + 544)], A_ptr[(((int)threadIdx.x) + 544)], A_ptr[(((int)threadIdx.x) + 544)], A_ptr[(((int)threadIdx.x) + 544)]);
      float4 v__53 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1671168));
      __36.x = (v__52.x*v__53.x);
      __36.y = (v__52.y*v__53.y);
      __36.z = (v__52.z*v__53.z);
      __36.w = (v__52.w*v__53.w);
    __35.x = (v__51.x+__36.x);
    __35.y = (v__51.y+__36.y);
    __35.z = (v__51.z+__36.z);
    __35.w = (v__51.w+__36.w);
  *(float4*)(C_rf_local_ptr + 0) = __35;
  float4 __37;
    float4 v__54 = *(float4*)(C_rf_local_ptr + 0);
    float4 __38;
      float4 v__55 = make_float4(A_ptr[(((int)threadIdx.x) + 576)], A_ptr[(((int)threadIdx.x) + 576)], A_ptr[(((int)threadIdx.x) + 576)], A_ptr[(((int)threadIdx.x) + 576)]);
      float4 v__56 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1769472));
      __38.x = (v__55.x*v__56.x);
      __38.y = (v__55.y*v__56.y);
      __38.z = (v__55.z*v__56.z);
      __38.w = (v__55.w*v__56.w);
    __37.x = (v__54.x+__38.x);
    __37.y = (v__54.y+__38.y);
    __37.z = (v__54.z+__38.z);
    __37.w = (v__54.w+__38.w);
  *(float4*)(C_rf_local_ptr + 0) = __37;
  float4 __39;
    float4 v__57 = *(float4*)(C_rf_local_ptr + 0);
    float4 __40;
      float4 v__58 = make_float4(A_ptr[(((int)threadIdx.x) + 608)], A_ptr[(((int)threadIdx.x) + 608)], A_ptr[(((int)threadIdx.x) + 608)], A_ptr[(((int)threadIdx.x) + 608)]);
      float4 v__59 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1867776));
      __40.x = (v__58.x*v__59.x);
      __40.y = (v__58.y*v__59.y);
      __40.z = (v__58.z*v__59.z);
      __40.w = (v__58.w*v__59.w);
    __39.x = (v__57.x+__40.x);
    __39.y = (v__57.y+__40.y);
    __39.z = (v__57.z+__40.z);
    __39.w = (v__57.w+__40.w);
  *(float4*)(C_rf_local_ptr + 0) = __39;
  float4 __41;
    float4 v__60 = *(float4*)(C_rf_local_ptr + 0);
    float4 __42;
      float4 v__61 = make_float4(A_ptr[(((int)threadIdx.x) + 640)], A_ptr[(((int)threadIdx.x) + 640)], A_ptr[(((int)threadIdx.x) + 640)], A_ptr[(((int)threadIdx.x) + 640)]);
      float4 v__62 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 1966080));
      __42.x = (v__61.x*v__62.x);
      __42.y = (v__61.y*v__62.y);
      __42.z = (v__61.z*v__62.z);
      __42.w = (v__61.w*v__62.w);
    __41.x = (v__60.x+__42.x);
    __41.y = (v__60.y+__42.y);
    __41.z = (v__60.z+__42.z);
    __41.w = (v__60.w+__42.w);
  *(float4*)(C_rf_local_ptr + 0) = __41;
  float4 __43;
    float4 v__63 = *(float4*)(C_rf_local_ptr + 0);
    float4 __44;
      float4 v__64 = make_float4(A_ptr[(((int)threadIdx.x) + 672)], A_ptr[(((int)threadIdx.x) + 672)], A_ptr[(((int)threadIdx.x) + 672)], A_ptr[(((int)threadIdx.x) + 672)]);
      float4 v__65 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 2064384));
      __44.x = (v__64.x*v__65.x);
      __44.y = (v__64.y*v__65.y);
      __44.z = (v__64.z*v__65.z);
      __44.w = (v__64.w*v__65.w);
    __43.x = (v__63.x+__44.x);
    __43.y = (v__63.y+__44.y);
    __43.z = (v__63.z+__44.z);
    __43.w = (v__63.w+__44.w);
  *(float4*)(C_rf_local_ptr + 0) = __43;
  float4 __45;
    float4 v__66 = *(float4*)(C_rf_local_ptr + 0);
    float4 __46;
      float4 v__67 = make_float4(A_ptr[(((int)threadIdx.x) + 704)], A_ptr[(((int)threadIdx.x) + 704)], A_ptr[(((int)threadIdx.x) + 704)], A_ptr[(((int)threadIdx.x) + 704)]);
      float4 v__68 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 2162688));
      __46.x = (v__67.x*v__68.x);
      __46.y = (v__67.y*v__68.y);
      __46.z = (v__67.z*v__68.z);
      __46.w = (v__67.w*v__68.w);
    __45.x = (v__66.x+__46.x);
    __45.y = (v__66.y+__46.y);
    __45.z = (v__66.z+__46.z);
    __45.w = (v__66.w+__46.w);
  *(float4*)(C_rf_local_ptr + 0) = __45;
  float4 __47;
    float4 v__69 = *(float4*)(C_rf_local_ptr + 0);
    float4 __48;
      float4 v__70 = make_float4(A_ptr[(((int)threadIdx.x) + 736)], A_ptr[(((int)threadIdx.x) + 736)], A_ptr[(((int)threadIdx.x) + 736)], A_ptr[(((int)threadIdx.x) + 736)]);
      float4 v__71 = *(float4*)(B_ptr + ((((((int)threadIdx.x) * 3072) + (((int)blockIdx.x) * 8)) + (((int)threadIdx.y) * 4)) + 2260992));
      __48.x = (v__70.x*v__71.x);
      __48.y = (v__70.y*v__71.y);
      __48.z = (v__70.z*v__71.z);
      __48.w = (v__70.w*v__71.w);
    __47.x = (v__69.x+__48.x);
    __47.y = (v__69.y+__48.y);
    __47.z = (v__69.z+__48.z);
    __47.w = (v__69.w+__48.w);
  *(float4*)(C_rf_local_ptr + 0) = __47;
  for (int ax2_1 = 0; ax2_1 < 4; ++ax2_1) {
    alignas(64) float t0_ptr[1];
    alignas(64) uint mask_ptr[1];
    red_buf0_ptr[0] = C_rf_local_ptr[ax2_1];
    mask_ptr[0] = __activemask();
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 16, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 8, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 4, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 2, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    t0_ptr[0] = __shfl_down_sync(mask_ptr[0], red_buf0_ptr[0], 1, 32);
    red_buf0_ptr[0] = (red_buf0_ptr[0] + t0_ptr[0]);
    red_buf0_ptr[0] = __shfl_sync(mask_ptr[0], red_buf0_ptr[0], (((int)threadIdx.y) * 32), 32);
    if (((int)threadIdx.x) == 0) {
      C_ptr[(((((int)blockIdx.x) * 8) + (((int)threadIdx.y) * 4)) + ax2_1)] = red_buf0_ptr[0];
    }
  }
}

