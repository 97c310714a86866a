"""Burning Beast (59364406), Union Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, UNION_2005, Effect, H, R, Target, union
from duelist.engine import state as S

FREEZING_BEAST = 85359414

DESCRIPTION = ("Level 4 FIRE Pyro Union monster (1500/1000). Once per turn its controller can either "
               "equip it, as an Equip Card, to a face-up Freezing Beast they control (a target), or "
               "unequip it and Special Summon it; if that monster would be destroyed by battle or by a "
               "card effect, this card is destroyed instead. While its own effect equips it, each time "
               "the equipped monster deals the opponent battle damage, 1 face-up Spell or Trap on the "
               "field is targeted and destroyed (not optional).")


def rock_beast_effects(host, name, face_up, **union_options):
    """The pair Burning Beast / Freezing Beast (the OCG texts 《灼岩魔獣》《氷岩魔獣》): a Union monster for
    `host` with no ATK/DEF gain whose equipped monster, while this card's own effect equipped it,
    destroys a Spell/Trap on the field (face-up ones for Burning Beast, face-down for Freezing
    Beast; a mandatory trigger that targets) each time it deals the opponent battle damage."""

    def dealt_damage(ctx, ev):
        if ctx.card.location != S.SZONE or not ctx.equipped_by_union():
            return False
        holder = ctx.related(R.EQUIP)
        return (holder is not None and ev.get("reason") == "battle" and ev.get("player") == ctx.opponent
                and ev.get("source_uid") == holder.uid)

    def fits(ctx, card):
        # (never this card itself, an Equip Card in a Spell & Trap Zone: our reading)
        return card.location in (S.SZONE, S.FZONE) and bool(card.face_up) == face_up and card is not ctx.card

    def destroy(ctx):
        if ctx.targets:
            yield from ctx.destroy(ctx.targets)

    kind = "face-up" if face_up else "face-down"
    return union([host], name=name, **union_options) + [
        Effect(TRIGGER, events=H.DAMAGE, range=(S.SZONE,), match=dealt_damage, resolve=destroy,
               damage_step=DS_ALWAYS, destroys=True,
               target=Target(lambda ctx: ctx.spells_traps("both"), filter=fits,
                             prompt="%s: destroy which %s Spell or Trap?" % (name, kind)),
               label="battle damage: destroy a %s Spell or Trap" % kind)]


# Both texts: the destruction only while its own effect equipped it; the 2005 Union rules (battle
# only, Attack Position, one Union a monster) in the ERAS entry.
EFFECTS = rock_beast_effects(FREEZING_BEAST, "Burning Beast", True)

ERAS = {"2005": {
    "DESCRIPTION": ("Level 4 FIRE Pyro Union monster (1500/1000) (2005 text). Once per turn in its "
                    "controller's Main Phase it can be equipped to their face-up Freezing Beast, or "
                    "unequipped and Special Summoned in face-up Attack Position; if that monster would be "
                    "destroyed by battle this card is destroyed instead; a monster holds one Union monster "
                    "at a time. While its own effect equips it, each time the equipped monster deals the "
                    "opponent battle damage, 1 face-up Spell or Trap on the field is destroyed."),
    "EFFECTS": rock_beast_effects(FREEZING_BEAST, "Burning Beast", True, **UNION_2005),
}}
