"""The Last Warrior from Another Planet (86099788), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect

DESCRIPTION = ("Level 7 EARTH Warrior Fusion (Zombyra the Dark + Maryokutai). When it is Fusion "
               "Summoned, every other monster its controller controls is destroyed. While it is "
               "face-up, neither player can Normal, Flip or Special Summon (Sets stay allowed).")


def fusion_summoned(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("how") == "fusion"


def resolve(ctx):
    yield from ctx.destroy([c for c in ctx.monsters("me") if c is not ctx.card])


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=fusion_summoned, resolve=resolve,
           label="Fusion Summoned: destroy your other monsters"),
    Effect(CONTINUOUS, tag="no_summon", affects=lambda ctx, player: True,
           label="neither player can Summon"),
]
