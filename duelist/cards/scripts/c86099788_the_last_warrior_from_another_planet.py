"""The Last Warrior from Another Planet (86099788), Fusion Effect Monster."""
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect

DESCRIPTION = ("Level 7 EARTH Warrior Fusion (Zombyra the Dark + Maryokutai). When it is Special "
               "Summoned (a Fusion Summon, Metamorphosis, a revival), every other monster its "
               "controller controls is destroyed. While it is face-up, neither player can Normal, "
               "Flip or Special Summon (Sets stay allowed).")


def special_summoned(ctx, ev):
    # "when this card is Special Summoned" (its OCG text 特殊召喚に成功した時, and its TCG text):
    # every Special Summon, not only the Fusion Summon (yugioh-wiki.net's page; h41d's note)
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") in ("special", "proc")


def resolve(ctx):
    yield from ctx.destroy([c for c in ctx.monsters("me") if c is not ctx.card])


EFFECTS = [
    Effect(TRIGGER, events="summoned", match=special_summoned, resolve=resolve,
           label="Special Summoned: destroy your other monsters"),
    Effect(CONTINUOUS, tag="no_summon", affects=lambda ctx, player: True,
           label="neither player can Summon"),
]
