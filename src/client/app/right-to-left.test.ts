import cssjanus from 'cssjanus';
import { describe, expect, it } from 'vitest';
import { flipDeclaration } from './right-to-left';

// Declarations as Emotion writes them for MUI's components and the app's own styles.
const DECLARATIONS = [
  'margin-left:8px;',
  'padding-right:calc(1em + 4px);',
  'padding:1px 2px 3px 4px;',
  'margin:0 auto 0 16px;',
  'border-width:1px 2px 3px 4px;',
  'border-color:red green blue black;',
  'border-style:solid none dashed dotted;',
  'border-radius:4px 0 0 4px;',
  'border-top-left-radius:4px;',
  'box-shadow:2px 3px 4px rgba(0,0,0,0.2);',
  'text-shadow:1px 1px 2px #000;',
  'transform:translateX(12px);',
  'transform:translate(-50%, 10px) scale(0.75);',
  'background-position:10% 50%;',
  'background-position-x:25%;',
  'direction:ltr;',
  'text-align:right;',
  'float:left;',
  'cursor:e-resize;',
  'cursor:nw-resize;',
  'left:0;',
  'inset-inline-start:0;',
  'color:rgba(0, 0, 0, 0.87);',
  'font-size:1rem;',
  'display:flex;',
  'transition:opacity 225ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;',
  'transform:scale(1);',
  'width:calc(100% - 32px);',
  'z-index:1300;',
];

describe('flipDeclaration', () => {
  it('flips sides, four-value boxes, shadows and translations as cssjanus does', () => {
    expect(flipDeclaration('margin-left:8px;')).toBe('margin-right:8px;');
    expect(flipDeclaration('padding:1px 2px 3px 4px;')).toBe('padding:1px 4px 3px 2px;');
    expect(flipDeclaration('transform:translateX(12px);')).toBe('transform:translateX(-12px);');
    expect(flipDeclaration('cursor:e-resize;')).toBe('cursor:w-resize;');
    expect(flipDeclaration('color:rgba(0, 0, 0, 0.87);')).toBe('color:rgba(0, 0, 0, 0.87);');
  });

  it('gives what cssjanus gives for every declaration, flipped or left alone', () => {
    for (const declaration of DECLARATIONS) {
      expect(flipDeclaration(declaration)).toBe(cssjanus.transform(declaration));
    }
  });
});
