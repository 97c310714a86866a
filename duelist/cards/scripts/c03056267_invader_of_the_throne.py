"""Invader of the Throne (3056267), Flip Effect Monster."""
from duelist.cards.common import FLIP, Effect, Target, opp_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 4 EARTH Warrior. Flip effect, not activated during the Battle Phase: it "
               "targets one monster the opponent controls, and this card and that monster switch "
               "control for good (mandatory).")


def not_in_battle_phase(ctx):
    return ctx.phase != S.PHASE_BATTLE


def resolve(ctx):
    card = ctx.card
    if card.location != S.MZONE or card.uid != ctx.link.card_uid or card.controller != ctx.player:
        return
    for target in ctx.targets:
        if target.controller == ctx.opponent:
            ctx.swap_control(card, target)


# The 2005 text (MRL: "switch control of this card and 1 monster on your opponent's side of the
# field"; "cannot be activated during the Battle Phase") and today's do the same: no ERAS entry.
EFFECTS = [Effect(FLIP, condition=not_in_battle_phase, resolve=resolve,
                  target=Target(opp_monsters, prompt="Invader of the Throne: switch control with which monster?"),
                  label="switch control of this card and 1 opponent's monster")]
