"""Sword of Dragon's Soul (61405855), Equip Spell."""
from duelist.cards.common import APPLY, DS_ALWAYS, TRIGGER, Effect, H, R, equip_spell, race_is
from duelist.engine import state as S

DESCRIPTION = ("Equip Spell for a Warrior monster only: it gains 700 ATK. After damage calculation "
               "of a battle between the equipped monster and a Dragon, a mandatory effect marks that "
               "Dragon: it is destroyed at the end of that Battle Phase if it is still face-up on the "
               "field (even if the Sword and its Warrior are gone by then).")

NOTE = "sword_of_dragons_soul"      # card.info key on the Dragon: the Swords (cid, turn) that doomed it


def _dragon_battled(ctx, ev):
    """The equipped monster just went through damage calculation against a face-up Dragon."""
    monster = ctx.related(R.EQUIP)
    if monster is None or ev.get("uid") != monster.uid:
        return False
    other = ctx.card_by_uid(ev.get("opponent"))
    return other is not None and other.location == S.MZONE and other.face_up and ctx.race(other) == "Dragon"


def _note(ctx):
    ctx.link.info["dragon"] = ctx.event.get("opponent")


def _doom(ctx):
    dragon = ctx.card_by_uid(ctx.link.info.get("dragon"))
    if not ctx.card_still_here or dragon is None or dragon.location != S.MZONE or not dragon.face_up:
        return
    info = dict(dragon.info or {})
    info[NOTE] = info.get(NOTE, ()) + ((ctx.card.cid, ctx.turn),)
    dragon.info = info                  # (the note goes when the Dragon moves)
    ctx.delay(3, once=True)


def _doomed_by_this(ctx, card):
    # one turned face-down since is a new card for this effect
    return card.face_up and (ctx.card.cid, ctx.turn) in (card.info or {}).get(NOTE, ())


def _destroy(ctx):
    return ctx.destroy(ctx.cards_where("monsters", _doomed_by_this, who="both"))


# Both OCG prints destroy the Dragon as the Battle Phase ends (yugioh-wiki 《竜殺しの剣》 for
# today's text; the early wording): no ERAS entry.
EFFECTS = equip_spell(race_is("Warrior"), atk=700) + [
    Effect(TRIGGER, events=H.BATTLED, range=(S.SZONE,), match=_dragon_battled, damage_step=DS_ALWAYS,
           cost=_note, resolve=_doom, label="doom the Dragon it battled"),
    # the destruction at the end of the Battle Phase: applied, not activated (no chain link)
    Effect(APPLY, events=H.BATTLE_END, range=("delayed",), resolve=_destroy,
           label="destroy the doomed Dragon"),
]
