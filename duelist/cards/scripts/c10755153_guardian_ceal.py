"""Guardian Ceal (10755153), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import IGNITION, Effect, R, Target
from duelist.engine import state as S

SHOOTING_STAR_BOW = 95638658    # Shooting Star Bow - Ceal

DESCRIPTION = ("Level 4 FIRE Pyro (1700/1400). It can be Normal Summoned, Flip Summoned or "
               "Special Summoned only while its player controls a face-up \"Shooting Star Bow - "
               "Ceal\" (a Set is allowed). Ignition effect, no limit a turn: send 1 Equip Card of "
               "its controller equipped to it to the GY (the cost), then target 1 monster the "
               "opponent controls and destroy it.")

_TODAY, _ERA_2005 = K.guardian_summon_rule(SHOOTING_STAR_BOW)
NORMAL_SUMMON_IF = _TODAY["NORMAL_SUMMON_IF"]
SPECIAL_SUMMON_IF = _TODAY["SPECIAL_SUMMON_IF"]


def _my_equips(ctx):
    """The Equip Cards its controller controls that equip this card."""
    return [c for c in ctx.related_from(ctx.card, R.EQUIP) if c.controller == ctx.player and c.on_field]


def _can_pay(ctx):
    return any(ctx.can_send_to_grave([c]) for c in _my_equips(ctx))


def _cost(ctx):
    fits = [c for c in _my_equips(ctx) if ctx.can_send_to_grave([c])]
    chosen = yield from ctx.choose_cards(fits, 1, prompt="Guardian Ceal: send which Equip Card to the GY?")
    ctx.send_to_grave(chosen, "cost")


def _opponents_monster(ctx, card):
    return card.location == S.MZONE and card.controller == ctx.opponent


def _destroy(ctx):
    yield from ctx.destroy(ctx.targets)


# (the 2005 text, DCR, and today's do the same here: no 2005 entry for the effect)
EFFECTS = [Effect(IGNITION, can_pay=_can_pay, cost=_cost, resolve=_destroy, destroys=True,
                  target=Target(lambda ctx: ctx.monsters("opp"), filter=_opponents_monster,
                                prompt="Guardian Ceal: destroy which monster?"),
                  label="send an Equip Card to the GY: destroy 1 monster")]

ERAS = {"2005": dict(_ERA_2005, DESCRIPTION=(
    "Level 4 FIRE Pyro (1700/1400). Without a face-up \"Shooting Star Bow - Ceal\" under its "
    "player's control it cannot be Normal Summoned or Set (its Flip Summon and Special Summons "
    "are free). Ignition effect: send 1 Equip Card equipped to it to the GY to destroy 1 "
    "targeted monster the opponent controls."))}
