"""Junk Synchron (63977008), Tuner Effect Monster."""
from duelist.cards.common import TRIGGER, Effect, Target, while_face_up
from duelist.cards.summons import normal_summoned_self
from duelist.engine import state as S

DESCRIPTION = ("Level 3 DARK Warrior Tuner. When it is Normal Summoned you may target a Level 2 or "
               "lower monster in your GY and Special Summon it in Defense Position; its effects are "
               "negated while it stays face-up on the field.")


def _candidates(ctx):
    return [c for c in ctx.grave("me") if c.data.card_type == "Monster" and 0 < (c.data.level or 0) <= 2
            and ctx.has_level(c) and ctx.can_special_summon(c)]


def resolve(ctx):
    for card in ctx.targets:
        if card.location == S.GRAVE and ctx.can_special_summon(card) and \
                ctx.special_summon(card, position=S.FACEUP_DEFENSE):
            ctx.negate_effects(card, until=while_face_up(card))


EFFECTS = [Effect(TRIGGER, events="summoned", match=normal_summoned_self, optional=True, when=True,
                  target=Target(_candidates, filter=lambda ctx, c: c.location == S.GRAVE,
                                prompt="Junk Synchron: revive which Level 2 or lower monster?"),
                  resolve=resolve, special_summons=True, label="revive a Level 2 or lower monster")]
