"""Fenrir (218704), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, SUMMON_PROC, TRIGGER, Effect, H, L, uses
from duelist.engine import state as S

DESCRIPTION = ("Level 4 WATER Beast that is never Normal Summoned or Set: it is Special Summoned "
               "from the hand by banishing 2 WATER monsters from its owner's GY. When it destroys "
               "an opponent's monster by battle (and is not destroyed by that battle itself), the "
               "opponent skips their next Draw Phase.")

CANNOT_NORMAL_SUMMON = True
SUMMON_CONDITION = "proc_only"


def waters(ctx):
    return K.grave_monsters(ctx, "me", lambda c: c.data.attribute == "WATER")


def proc_cost(ctx):
    yield from K.banish_cost(ctx, waters, 2, "Fenrir: banish 2 WATER monsters")


def destroyed_by_its_battle(ctx, ev):
    """An opponent's monster destroyed by the battle this card is in, this card still on the
    field and not destroyed by it (a monster destroyed in the same battle activates nothing: as
    Elemental HERO Flame Wingman)."""
    card = ctx.card
    attack = ctx.attack
    if ev.get("reason") != "battle" or ev.get("controller") == ctx.player or attack is None:
        return False
    if card.uid not in attack or ev.get("uid") not in attack:
        return False
    return card.location == S.MZONE and card.face_up and not ctx.destroyed_by_battle_now(card)


def skip_draw(ctx):
    # one skip of the opponent's next Draw Phase (a second one before it adds nothing)
    ctx.player_flag(ctx.opponent, L.SKIP_DRAW_PHASE, until=uses(1))


EFFECTS = [
    Effect(SUMMON_PROC, range=(S.HAND,), grave_banish="own", condition=lambda ctx: len(waters(ctx)) >= 2,
           cost=proc_cost, label="banish 2 WATER monsters"),
    Effect(TRIGGER, events=H.DESTROYED, match=destroyed_by_its_battle, resolve=skip_draw, damage_step=DS_ALWAYS,
           label="the opponent skips their next Draw Phase"),
]
