import { describe, expect, it } from 'vitest'
import { movedImage, previewProductOf, productFormOf, productPayloadOf, type FormProduct } from './product-form-state.ts'

const product: FormProduct = {
  sku: 'LG-TE-00711',
  name: 'Smart TV',
  category: 'tv y video',
  sub_category: 'smart tv',
  brand: 'LG',
  white_line: 1,
  stock: 3,
  price_list_1: 1000,
  price_list_2: 1100,
  price_list_3: 1200,
  price_list_4: 1300,
  price_list_5: 1400,
  price_list_6: 1500,
  tax_percentage: 21,
  img_url: '/img/a.jpg',
  img_urls: [],
  descriptions: null,
  specifications: '<p>x</p>',
  faq: null,
}

describe('the back-office product form', () => {
  it('starts from the product, its single image as the list when it has no list', () => {
    const form = productFormOf(product)
    expect(form).toMatchObject({ white_line: true, stock: '3', price_list_6: '1500', img_urls: ['/img/a.jpg'], descriptions: '' })
    expect(productFormOf(null)).toMatchObject({ sku: '', stock: '0', tax_percentage: '21', img_urls: [] })
  })

  it('sends the first image as the main one and the white line as 0 or 1', () => {
    const form = { ...productFormOf(product), img_urls: ['/b.jpg', '/a.jpg'], white_line: false }
    expect(productPayloadOf(form)).toMatchObject({ img_url: '/b.jpg', white_line: 0, img_urls: ['/b.jpg', '/a.jpg'] })
  })

  it('previews amounts typed with a decimal comma, and reads nonsense as zero', () => {
    const form = { ...productFormOf(product), price_list_1: ' 1234,5 ', price_list_2: 'abc', stock: '2,9' }
    expect(previewProductOf(form)).toMatchObject({ price_list_1: 1234.5, price_list_2: 0, stock: 2 })
  })

  it('moves an image up or down by one place', () => {
    expect(movedImage(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(movedImage(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })
})
