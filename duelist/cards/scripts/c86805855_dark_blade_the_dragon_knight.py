"""Dark Blade the Dragon Knight (86805855), Fusion Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, Target
from duelist.engine import state as S

DESCRIPTION = ("Level 6 DARK Warrior Fusion (Dark Blade + Pitch-Dark Dragon). When it inflicts "
               "battle damage to the opponent, its controller may pick up to 3 monsters in the "
               "opponent's GY as targets and banish them.")


def battle_damage(ctx, ev):
    return ev.get("reason") == "battle" and ev.get("source") == ctx.card.cid and \
        ev.get("source_uid") == ctx.card.uid and ev.get("player") == ctx.opponent


def _opp_grave(ctx):
    return ctx.grave("opp")


def _monster_in_opp_grave(ctx, card):
    return card.location == S.GRAVE and card.owner == ctx.opponent and card.data.card_type == "Monster"


def resolve(ctx):
    ctx.banish(ctx.targets)


EFFECTS = [Effect(TRIGGER, events="damage", match=battle_damage, optional=True, resolve=resolve, damage_step=DS_ALWAYS,
                  grave_banish="opp",
                  target=Target(_opp_grave, filter=_monster_in_opp_grave, count=3, minimum=1,
                                prompt="Dark Blade the Dragon Knight: banish which monster?"),
                  label="battle damage: banish up to 3 monsters from the opponent's GY")]
