"""Archfiend of Gilfer (50287060), Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import CONTINUOUS, TRIGGER, Effect, Target, face_up_monsters
from duelist.engine import state as S

DESCRIPTION = ("Level 6 Fiend. When it is sent to the GY from anywhere, its owner may target a "
               "face-up monster on the field and attach this card to it as an Equip Card; that "
               "monster loses 500 ATK. A \"when\" effect: it can miss the timing.")


def match(ctx, ev):
    return K.is_self_move(ctx, ev) and ev.get("origin") != S.BANISHED


def resolve(ctx):
    targets = ctx.targets
    if targets and ctx.card.uid == ctx.link.card_uid:
        K.equip_from_grave(ctx, targets[0])


EFFECTS = [
    # (in the Damage Step only as the engine's rule allows an optional trigger there: Gilfer
    # destroyed -- by battle, or as an Equip Card whose monster left -- not one only sent to
    # the GY, as a detached material: seed 000 §效果分類 › 誘發效果)
    Effect(TRIGGER, events="moved", range=(S.GRAVE,), leaves_grave=True, match=match, optional=True, when=True,
           condition=lambda ctx: K.free_spell_zone(ctx),
           target=Target(face_up_monsters, filter=lambda ctx, c: c.face_up and c.location == S.MZONE,
                         prompt="Archfiend of Gilfer: equip to which monster?"),
           resolve=resolve, label="equip from the GY"),
    Effect(CONTINUOUS, tag="stats", range=(S.SZONE,), affects=lambda ctx, card: K.equipped_monster(ctx) is card,
           value=lambda ctx, card: (-500, 0), label="equipped monster -500 ATK"),
]
