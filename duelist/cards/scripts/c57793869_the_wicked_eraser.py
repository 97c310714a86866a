"""The Wicked Eraser (57793869), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import C, CONTINUOUS, IGNITION, TRIGGER, Effect
from duelist.engine import state as S
from duelist.cards.common import Destroys  # (round 58f: destroys which)

DESCRIPTION = ("Level 10 Fiend that cannot be Special Summoned; its Normal Summon needs three "
               "Tributes and it cannot be Set. Its ATK and DEF equal 1000 for each card on the "
               "opponent's field. If it is destroyed and goes to the GY, every card on the field "
               "is destroyed. In its controller's Main Phase it may destroy itself.")

SUMMON_CONDITION = "never"
TRIBUTES_REQUIRED = 3
CANNOT_NORMAL_SET = True


def stats(ctx, card):
    n = 1000 * len(ctx.field("opp"))
    return (n, n)


def _every_card(ctx):
    return ctx.field("both")


def erase(ctx):
    yield from ctx.destroy(ctx.field("both"))


def self_destruct(ctx):
    if ctx.card_still_here and ctx.card.location == S.MZONE:
        yield from ctx.destroy([ctx.card])


EFFECTS = [
    # its ATK/DEF *become* the count (a "set" value: Reverse Trap does not touch it). Not its
    # original ATK/DEF: the text says "ATK/DEF become" (OCG 攻撃力・守備力は～になる, no 元々の),
    # so "its original ATK" reads the printed "?", 0 (Number 61: Volcasaurus burns 0)
    Effect(CONTINUOUS, tag=C.SET_STATS, affects=lambda ctx, card: card is ctx.card, value=stats,
           label="ATK/DEF = 1000 x opponent's cards"),
    Effect(TRIGGER, events="moved", range=(S.GRAVE,),
           match=lambda ctx, ev: K.is_self_move(ctx, ev) and K.was_destroyed(ev),
           resolve=erase, destroys=Destroys(_every_card), label="destroy all cards"),
    Effect(IGNITION, resolve=self_destruct, label="destroy itself"),
]
