"""Linkuriboh (41999284), Link Effect Monster (Link-1: Bottom)."""
from duelist.cards.common import IGNITION, QUICK, Effect, attack_now, choose_summon_position
from duelist.cards.kit import can_tribute_self, name_opt_free, spend_name_opt, tribute_self
from duelist.engine import state as S

DESCRIPTION = ("Link-1 DARK Cyberse, Link Summoned with 1 Level 1 monster. When an opponent's "
               "monster declares an attack, its controller may Tribute it to make that attacker's "
               "ATK 0 until the end of the turn. Once per turn, from the GY, they may Tribute a "
               "Level 1 monster of theirs to Special Summon it (if the rules allow its revival).")


def _attacker(ctx):
    attack = attack_now(ctx)
    if attack is None or attack[0].controller == ctx.player or attack[0].location != S.MZONE:
        return None
    return attack[0]


def _tribute_self(ctx):
    """Cost: Tribute this card; the attacker it answers is remembered (not a target)."""
    ctx.link.info["attacker"] = _attacker(ctx).uid
    tribute_self(ctx)


def _zero(ctx):
    card = ctx.card_by_uid(ctx.link.info.get("attacker"))
    if card is not None and card.location == S.MZONE and card.face_up:
        ctx.set_stats(card, atk=0)


def _level_ones(ctx):
    return ctx.tributable([c for c in ctx.monsters("me") if (ctx.level(c) if c.face_up else c.data.level or 0) == 1])


def _revive_ok(ctx):
    return name_opt_free(ctx) and bool(_level_ones(ctx)) and ctx.can_special_summon(ctx.card)


def _tribute_level_one(ctx):
    spend_name_opt(ctx)
    chosen = yield from ctx.choose_cards(_level_ones(ctx), 1, prompt="Linkuriboh: Tribute which Level 1 monster?")
    ctx.send_to_grave(chosen, "tribute")


def _revive(ctx):
    card = ctx.card
    if card.location == S.GRAVE and card.uid == ctx.link.card_uid:
        position = yield from choose_summon_position(ctx, card)
        ctx.special_summon(card, position=position)


EFFECTS = [
    Effect(QUICK, condition=lambda ctx: _attacker(ctx) is not None, can_pay=can_tribute_self, cost=_tribute_self,
           resolve=_zero,
           label="Tribute it: the attacker's ATK becomes 0"),
    Effect(IGNITION, range=(S.GRAVE,), leaves_grave=True, condition=_revive_ok, cost=_tribute_level_one,
           resolve=_revive, special_summons=True,
           label="from the GY: Tribute a Level 1 monster, Special Summon it"),
]
