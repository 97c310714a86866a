"""Rod of Silence - Kay'est (95515060), Equip Spell."""
from duelist.cards.common import CONTINUOUS, STATE, Effect, R, equip_spell
from duelist.cards.scripts.c49868263_ryu_senshi import destroy_it
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 DEF, and any other Spell Card "
               "(either player's) that targets it has its effect negated and is destroyed: one "
               "activated on it, and one already equipped to it (Premature Burial).")


def spell_targeting_it(ctx, link):
    """A Spell Card's link, not this card's, that targets the monster this card equips."""
    monster = ctx.related(R.EQUIP)
    return monster is not None and link.card_type == "Spell" and link.card_uid != ctx.card.uid \
        and monster.uid in link.targets


def other_spell_equipped_to_it(ctx, card):
    """A face-up Spell Card other than this one equipped to the monster this card equips (an
    Equip Spell targets its monster for as long as it is equipped)."""
    monster = ctx.related(R.EQUIP)
    return monster is not None and card is not ctx.card and card.data.card_type == "Spell" and \
        card.location == S.SZONE and card.face_up and ctx.related(R.EQUIP, card) is monster


def _others(ctx):
    if not ctx.card.face_up or ctx.card.location != S.SZONE:
        return []
    return ctx.cards_where("spells_traps", other_spell_equipped_to_it, who="both")


def destroy_others(ctx):
    yield from ctx.destroy(_others(ctx))


# (the 2005 text, DCR, and today's do the same: no ERAS entry)
EFFECTS = equip_spell(None, defense=500) + [
    Effect(CONTINUOUS, tag="negate_links", affects=spell_targeting_it, value=destroy_it,
           label="Spells that target the equipped monster are negated and destroyed"),
    # yugioh-wiki.net: equipped to a monster Premature Burial revived, it negates and destroys
    # Premature Burial, and the monster stays
    Effect(CONTINUOUS, tag="negate_spells", affects=other_spell_equipped_to_it,
           label="other Spells equipped to the equipped monster are negated"),
    Effect(STATE, range=(S.SZONE,), condition=lambda ctx: bool(_others(ctx)), resolve=destroy_others,
           label="other Spells equipped to the equipped monster are destroyed"),
]
