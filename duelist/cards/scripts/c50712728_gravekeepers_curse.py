"""Gravekeeper's Curse (50712728), Effect Monster."""
from duelist.cards.common import TRIGGER, Effect

DESCRIPTION = ("Level 3 DARK Spellcaster. Whenever it is Normal, Flip or Special Summoned, the "
               "opponent takes 500 damage (not when it is Set, nor when it is only turned face-up).")

SUMMONS = ("normal", "tribute", "flip", "special", "proc")


def summoned_self(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and ev.get("kind") in SUMMONS


def resolve(ctx):
    ctx.damage(ctx.opponent, 500)


EFFECTS = [Effect(TRIGGER, events="summoned", match=summoned_self, resolve=resolve,
                  label="Summoned: 500 damage", inflicts_damage="opponent")]
