"""Gem-Knight Ruby (76614340), Fusion Monster."""
from duelist.cards.common import C, CONTINUOUS, IGNITION, Effect
from duelist.engine import state as S

DESCRIPTION = ("Level 6 EARTH Pyro Fusion (Gem-Knight Garnet + 1 Gem-Knight monster) that must "
               "first be Fusion Summoned. Once per turn it may Tribute another Gem- monster you "
               "control to gain that monster's ATK until the end of the turn. It inflicts "
               "piercing battle damage.")

SUMMON_CONDITION = "proc_only"     # must first be Fusion Summoned


def _gems(ctx):
    return ctx.tributable([c for c in ctx.monsters("me", face_up=True) if c is not ctx.card and
                           ("Gem-" in (c.data.series or ()) or c.data.name.startswith("Gem-"))])


def cost(ctx):
    chosen = yield from ctx.choose_cards(_gems(ctx), 1, prompt="Gem-Knight Ruby: Tribute which Gem- monster?")
    ctx.link.info["atk"] = ctx.atk(chosen[0])
    ctx.send_to_grave(chosen, "tribute")


def resolve(ctx):
    if ctx.card_still_here and ctx.card.location == S.MZONE:
        ctx.modify(ctx.card, ctx.link.info.get("atk", 0), 0)


EFFECTS = [
    Effect(IGNITION, once_per_turn=True, can_pay=lambda ctx: bool(_gems(ctx)), cost=cost, resolve=resolve,
           label="Tribute a Gem- monster: gain its ATK"),
    Effect(CONTINUOUS, tag=C.PIERCING, affects=lambda ctx, card: card is ctx.card),
]
