"""Elemental HERO Flame Wingman (35809262), Fusion Effect Monster."""
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, H
from duelist.engine import state as S

DESCRIPTION = ("Level 6 WIND Warrior Fusion (Elemental HERO Avian + Elemental HERO Burstinatrix). "
               "When it destroys a monster by battle and that monster goes to the GY, the opponent "
               "takes damage equal to that monster's ATK in the GY (not optional; only while this "
               "card is still on the field: nothing when both are destroyed). It is Special Summoned only by "
               "a Fusion Summon: never revived, even after one.")


# "Cannot be Special Summoned except by Fusion Summon" (the E-HERO Fusions' 2005 wording and
# today's): no effect Special Summons it, from the Extra Deck (Cyber-Stein, Metamorphosis) or the
# GY, even after a proper Fusion Summon (fandom "Fusion Summon condition"; yugioh-wiki.net 《再融合》)
SUMMON_CONDITION = "fusion_only"


def _sent_by_battle(ctx, cid, card):
    return any(entry["cid"] == cid and entry.get("uid") == card.uid and entry["reason"] == "battle"
               for entry in ctx.sent_to_grave_this_turn())


def victim(ctx, ev):
    """The monster this card destroyed by battle and sent to the GY in the battle that just
    ended, or None. This card must still be on the field (its uid the battle's): destroyed in
    the same battle, it activates nothing (fandom "Destroyed by battle", naming this card)."""
    card = ctx.card
    if ev.get("attacker") == card.cid:
        mine, other = "attacker_uid", ev.get("target")
    elif ev.get("target") == card.cid:
        mine, other = "target_uid", ev.get("attacker")
    else:
        return None
    if card.location != S.MZONE or ev.get(mine) != card.uid:
        return None
    victim = ctx.card_by_cid(other) if other is not None else None
    if victim is None or victim.location != S.GRAVE or not _sent_by_battle(ctx, other, victim):
        return None
    return victim


def resolve(ctx):
    destroyed = victim(ctx, ctx.event)
    if destroyed is not None and destroyed.location == S.GRAVE:
        ctx.damage(ctx.opponent, ctx.original_atk(destroyed))


# (the 2005 print, The Lost Millennium, and today's do the same: a mandatory trigger; no ERAS entry)
EFFECTS = [Effect(TRIGGER, events=H.DAMAGE_STEP_END, range=(S.MZONE,),
                  match=lambda ctx, ev: victim(ctx, ev) is not None, resolve=resolve, damage_step=DS_ALWAYS,
                  label="damage equal to the destroyed monster's ATK", inflicts_damage="opponent")]
