"""Apprentice Magician (9156135), Effect Monster."""
from duelist.cards.common import EV, Effect, M, TRIGGER, Target, face_up_monsters, shuffle_deck
from duelist.engine import state as S

DESCRIPTION = ("Level 2 DARK Spellcaster. When it is Normal, Flip or Special Summoned, its "
               "controller picks a face-up card that can hold Spell Counters as the target and puts "
               "1 Spell Counter on it. When it is destroyed by battle (even if it is then banished "
               "instead of going to the GY), its controller may Special Summon a Level 2 or lower "
               "Spellcaster from their Deck in face-down Defense Position.")


def summoned(ctx, ev):
    """Normal (or Tribute), Flip or Special Summoned (both texts; not optional)."""
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid


COUNTER = M.SPELL_COUNTER       # the mark Spell Counter holders keep (Breaker, Skilled White Magician)


def counter_room(ctx, card):
    """A face-up card whose script keeps Spell Counters (MAX_COUNTERS) and has room."""
    if not card.face_up or card.location != S.MZONE or card.script is None:
        return False
    limit = getattr(card.script.module, "MAX_COUNTERS", 0)
    return limit > 0 and ctx.marked(card, COUNTER, 0) < limit


def place_counter(ctx):
    for card in ctx.targets:
        count = ctx.marked(card, COUNTER, 0) + 1
        ctx.mark(card, COUNTER, count)
        ctx.announce(card, EV.COUNTER, counter="Spell Counter", count=count)


def destroyed_by_battle(ctx, ev):
    """Today's text: "if this card is destroyed by battle", wherever it went then."""
    card = ctx.card
    return ev.get("cid") == card.cid and ev.get("uid") == card.uid and ev.get("reason") == "battle" \
        and ev.get("origin") == S.MZONE


def destroyed_by_battle_to_grave(ctx, ev):
    """2005 text: "destroyed by battle and sent to the Graveyard"."""
    return destroyed_by_battle(ctx, ev) and ev.get("to") == S.GRAVE


def _spellcasters(ctx):
    return [c for c in ctx.deck("me") if c.data.card_type == "Monster" and c.data.race == "Spellcaster"
            and 0 < (c.data.level or 0) <= 2 and ctx.can_special_summon(c)]


def fetch(ctx):
    found = _spellcasters(ctx)
    if found:
        chosen = yield from ctx.choose_cards(found, 1, prompt="Apprentice Magician: Special Summon which Spellcaster?")
        ctx.special_summon(chosen[0], position=S.FACEDOWN_DEFENSE)
    shuffle_deck(ctx)


def _effects(battle_match, where):
    return [
        Effect(TRIGGER, events="summoned", match=summoned, resolve=place_counter,
               target=Target(face_up_monsters, filter=counter_room,
                             prompt="Apprentice Magician: put a Spell Counter on which card?"),
               label="Summoned: 1 Spell Counter"),
        Effect(TRIGGER, events="moved", range=where, match=battle_match, optional=True,
               resolve=fetch, special_summons=True, label="destroyed by battle: a Level 2 or lower Spellcaster face-down"),
    ]


EFFECTS = _effects(destroyed_by_battle, (S.GRAVE, S.BANISHED))

ERAS = {"2005": {
    "DESCRIPTION": ("Level 2 DARK Spellcaster. When it is Normal, Flip or Special Summoned, its "
                    "controller picks a face-up card that can hold Spell Counters as the target and "
                    "puts 1 Spell Counter on it. When it is destroyed by battle and sent to the GY, "
                    "its controller may Special Summon a Level 2 or lower Spellcaster from their "
                    "Deck in face-down Defense Position (2005 text)."),
    "EFFECTS": _effects(destroyed_by_battle_to_grave, (S.GRAVE,)),
}}
