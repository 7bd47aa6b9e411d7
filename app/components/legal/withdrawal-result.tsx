import { CircleCheck } from '../icons.tsx'
import { useEffect, useRef } from 'react'
import { store } from '#config/store.ts'
import type { WithdrawalAnswer } from '#domain/forms/withdrawal.ts'

/** A sent withdrawal's code and message, focused when it appears, until another request is started. */
export function WithdrawalResult({ answer, onAnother }: { answer: WithdrawalAnswer; onAnother(): void }) {
  const resultRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    resultRef.current?.focus()
  }, [answer])

  const texts = store.legal.withdrawal
  return (
    <div data-testid="withdrawal-result" className="rounded-lg bg-green-50 p-5 ring-1 ring-green-200 sm:p-6">
      <h3 ref={resultRef} tabIndex={-1} className="flex items-center gap-2 text-lg font-extrabold text-green-900 outline-none">
        <CircleCheck aria-hidden className="size-6 shrink-0 text-green-700" />
        {texts.successTitle}
      </h3>
      <p className="mt-3 text-sm text-gray-800">Código de tu solicitud:</p>
      <p
        data-testid="withdrawal-code"
        className="mt-1 inline-block rounded-md bg-white px-4 py-2 font-mono text-2xl font-bold tracking-widest text-gray-900 ring-1 ring-green-300"
      >
        {answer.code}
      </p>
      <p role="status" className="mt-3 text-gray-800">
        {answer.message}
      </p>
      <button
        type="button"
        onClick={onAnother}
        className="mt-4 text-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Enviar otra solicitud
      </button>
    </div>
  )
}
