"""Precious Cards from Beyond (68304813), Continuous Spell."""
from duelist.cards.common import H, TRIGGER, Effect, activate
from duelist.engine import state as S

DESCRIPTION = ("Continuous Spell: each time you Tribute Summon a monster by Tributing 2 or more "
               "monsters (actual monsters: one that counts as two Tributes is one), draw 2 cards.")


def two_tributes(ctx, ev):
    """Its controller's Tribute Summon whose Tributes were 2 or more monsters (the `summoned`
    happening's count of monsters Tributed, turn.py; yugioh-wiki.net 《冥界の宝札》 FAQ: a
    monster that counts as two Tributes alone does not do)."""
    return (ev.get("kind") == "tribute" and ev["player"] == ctx.player and ev.get("tributes", 0) >= 2
            and ctx.card.activated)


def resolve(ctx):
    ctx.draw(ctx.player, 2)


EFFECTS = [
    activate(),
    Effect(TRIGGER, events=H.SUMMONED, range=(S.SZONE,), match=two_tributes, resolve=resolve,
           label="a Tribute Summon with 2 or more Tributes: draw 2"),
]
