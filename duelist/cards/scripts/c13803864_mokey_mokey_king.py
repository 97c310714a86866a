"""Mokey Mokey King (13803864), Fusion Effect Monster."""
from duelist.cards import kit as K
from duelist.cards.common import DS_ALWAYS, TRIGGER, Effect, choose_summon_position
from duelist.engine import state as S

DESCRIPTION = ("Level 6 LIGHT Fairy Fusion (Mokey Mokey x 3), 300/100. When it leaves the field "
               "face-up (to the GY or banished), its controller may Special Summon as many Mokey "
               "Mokey from their GY as they can.")

MOKEY_MOKEY = 27288416


def left_face_up(ctx, ev):
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("origin") == S.MZONE \
        and ev.get("face_up") and ev.get("to") in (S.GRAVE, S.BANISHED)


def _mokeys(ctx):
    return [c for c in K.copies_of(ctx, MOKEY_MOKEY, ("grave",))
            if ctx.can_special_summon(c) and not ctx.grave_guarded(c)]


def condition(ctx):
    return bool(_mokeys(ctx))


def resolve(ctx):
    found = _mokeys(ctx)
    room = ctx.free_monster_zone_count()
    if not found or room <= 0:
        return
    chosen = found
    if len(found) > room:
        chosen = yield from ctx.choose_cards(found, room, prompt="Mokey Mokey King: Special Summon which?")
    for mokey in chosen:
        position = yield from choose_summon_position(ctx, mokey)
        ctx.special_summon(mokey, position=position)


# "when ... you can": an optional trigger that misses its timing; activated where the card went
# (a Fusion Monster returned to the Extra Deck, a hidden place, cannot activate it: seed 000
# §誘發效果); in the Damage Step too (destroyed by battle). The 2005 RDS print (when this face-up
# card is removed from the field) does what today's does: no ERAS entry
EFFECTS = [Effect(TRIGGER, events="moved", range=(S.GRAVE, S.BANISHED), match=left_face_up, optional=True,
                  when=True, damage_step=DS_ALWAYS, condition=condition, resolve=resolve, special_summons=True,
                  label="Special Summon Mokey Mokeys from the GY")]
