"""Pixie Knight (35429292), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 2 LIGHT Spellcaster. When it is destroyed by battle and goes to the GY, its "
               "controller's opponent targets a Spell Card in its owner's GY, which is put on top of "
               "that Deck (not optional; nothing happens without a Spell there).")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and K.destroyed_by_battle(ev)


def spells_in_my_grave(ctx):
    return [c for c in ctx.grave("me") if c.data.card_type == "Spell"]


def resolve(ctx):
    if ctx.targets:
        ctx.to_deck(ctx.targets, shuffle=False)


# (the 2005 text, MFC-070, and today's do the same: the opponent chooses (targets) the Spell; no
# ERAS entry)
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=match, damage_step=DS_ALWAYS,
                  target=Target(spells_in_my_grave, chooser=lambda ctx: ctx.opponent,
                                prompt="Pixie Knight: which Spell goes on top of its owner's Deck?"),
                  resolve=resolve, label="the opponent puts a Spell from the GY on top of the Deck")]
