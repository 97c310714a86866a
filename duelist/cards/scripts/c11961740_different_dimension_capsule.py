"""Different Dimension Capsule (11961740), Normal Spell."""
from duelist.cards import kit as K
from duelist.cards.common import STATE, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Normal Spell that stays on the field: its controller banishes a card of their "
               "choice from their Deck face-down. In their second Standby Phase after the "
               "activation this card is destroyed, and then that banished card goes to their hand.")


def resolve(ctx):
    if not ctx.card_still_here:
        # destroyed in the chain of its activation: nothing is banished (the card that would
        # give it back is gone; the common simulator's OCG script does the same, c11961740)
        return
    deck = ctx.deck("me")
    chosen = []
    if deck:
        chosen = yield from ctx.choose_cards(deck, 1,
                                             prompt="Different Dimension Capsule: banish which card?")
    if not chosen:
        ctx.send_to_grave([ctx.card], "resolved")
        return
    card = chosen[0]
    ctx.banish([card], face_down=True)
    K.shuffle_deck(ctx)
    K.note_activation(ctx, capsule=[card.cid, card.uid])


def open_capsule(ctx):
    info = (ctx.card.info or {}).get("capsule")
    ctx.card.info = dict(ctx.card.info or {}, expired=True)    # once (a replacement effect may save it)
    destroyed = yield from ctx.destroy([ctx.card])
    if not destroyed or not info:
        return
    card = ctx.card_by_uid(info[1])
    if card is not None and card.location == S.BANISHED:
        ctx.to_hand([card])


EFFECTS = [
    activate(resolve, condition=lambda ctx: ctx.deck_count("me") > 0, stays=True),
    # opened in its controller's second Standby Phase: a rule of the card, no chain link
    Effect(STATE, range=(S.SZONE,),
           condition=lambda ctx: ctx.card.activated and K.own_standby_number(ctx, K.now(ctx)) >= 2
           and not (ctx.card.info or {}).get("expired"),
           resolve=open_capsule, while_negated=True, label="open"),
]
