"""Dekoichi the Battlechanted Locomotive (87621407), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect

DESCRIPTION = ("Flip effect: its controller draws a card, and after that one more card for every "
               "face-up Bokoichi the Freightening Car they control.")

BOKOICHI = 8715625


def resolve(ctx):
    ctx.draw(ctx.player, 1)
    ctx.then()
    extra = len([c for c in ctx.monsters("me", face_up=True) if c.data.code == BOKOICHI])
    if extra:
        ctx.draw(ctx.player, extra)


EFFECTS = [Effect(FLIP, resolve=resolve, label="draw")]
