"""Rod of Silence - Kay'est (95515060), Equip Spell."""
from duelist.cards.common import CONTINUOUS, Effect, R, equip_spell

DESCRIPTION = ("Equip Spell for any face-up monster: it gains 500 DEF, and any other Spell Card "
               "(either player's) that targets it has its effect negated and is destroyed.")


def spell_targeting_it(ctx, link):
    """A Spell Card's link, not this card's, that targets the monster this card equips."""
    monster = ctx.related(R.EQUIP)
    return monster is not None and link.card_type == "Spell" and link.card_uid != ctx.card.uid \
        and monster.uid in link.targets


def destroy_it(ctx, link):
    return True


# (the 2005 text, DCR, and today's do the same: no ERAS entry)
EFFECTS = equip_spell(None, defense=500) + [
    Effect(CONTINUOUS, tag="negate_links", affects=spell_targeting_it, value=destroy_it,
           label="Spells that target the equipped monster are negated and destroyed"),
]
