"""Round 15s (engine/actions.py): two pieces of the state checks' work asked only where they
can answer something.

- `_bound_controls` asks whether a bound control's Equip Card is negated (`_effect_negated`)
  only while a lasting "its effects are negated" lingers or a negating card (NEGATE_TAGS) is
  on the field: else no card's effect is negated, and the control holds (ENGINE.md §2: a
  control bound to an Equip Card is that card's continuous effect; the Imperial Order
  rulings: negated, the monster goes back to the player who had it).
- `_bound_and_over` reads a delayed effect's object "here" / "face_up" through the uid map
  in place instead of `Until.alive`: the effect ends at the first state check after its
  object left its place (or, "face_up", was turned face-down), and lasts while it stays.
- (measured, dropped: a pass returned from at its top when the lasting list holds only
  entries no step can end or act on.) A delayed effect "while this card is here" must still
  be dropped at the check after its monster is destroyed by battle, where no chain link
  resolved: the ruling such a skip must keep (the battle test below).

Each ruling below is one where the skipped work decides the outcome."""

from duelist.engine.duel import Duel
from duelist.engine.lasting import while_face_up, while_here
from duelist.engine.names import L
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

NEGATE_TAGS = ("negate_spells", "negate_traps", "negate_monsters")


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _bound(duel):
    return [entry for entry in duel.lingering if entry.tag == L.CONTROL_BOUND]


def test_imperial_order_sends_a_snatch_stolen_monster_back_and_its_end_takes_it_again():
    """seed 000 §裝備魔法 and the Imperial Order rulings. Player 0's face-up Snatch Steal holds
    player 1's Summoned Skull (a bound control). Player 1 activates the Set Imperial Order:
    at the state check after it resolves, Snatch Steal's effect is negated and the Skull goes
    back to player 1 (the negation check is asked: a negating tag is now on the field).
    Player 0's Dust Tornado then destroys the Order: the negation over, the Skull passes to
    player 0 again, and its control is still bound to the same Snatch Steal."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.spell_trap(0, "Dust Tornado")
    order = table.spell_trap(1, "Imperial Order")
    duel = table.build()
    assert field_monsters(duel, 0) == ["Summoned Skull"] and len(_bound(duel)) == 1
    start = len(duel.log)
    s = Script(duel)
    s.pick("activate", "Dust Tornado")
    s.pick("target", order)
    s.pick("activate", "Imperial Order", player=1)
    _settle(duel, s)
    # the Order resolved first (chain link 2) and Dust Tornado destroyed it after: the
    # Skull went back to player 1 in between and came back to player 0 at the end
    assert grave(duel, 1) == ["Imperial Order"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    controls = [e for e in duel.log[start:] if e.get("type") == "control"]
    assert [e["player"] for e in controls] == [1, 0]
    assert len(_bound(duel)) == 1 and not _bound(duel)[0].info.get("suspended")


def test_imperial_order_left_on_the_field_keeps_the_monster_with_its_owner():
    """The same field, but player 0 has no answer to the Order: Imperial Order resolves and
    stays; the Skull is back with player 1 and stays there at every later check of the
    turn, the control suspended (not ended: Snatch Steal still equips the Skull)."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Snatch Steal", face_down=False, equipped_to=skull)
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s = Script(duel)
    s.pick("activate", "Imperial Order", player=1, request="idle")
    _settle(duel, s)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    bound = _bound(duel)
    assert len(bound) == 1 and bound[0].info.get("suspended") is True
    duel._state_checks()
    assert field_monsters(duel, 1) == ["Summoned Skull"]


def test_the_negation_check_is_skipped_only_where_it_would_say_no(monkeypatch):
    """At every `_bound_controls` of random duels of the decks with Snatch Steal (Goat
    control, Monarch, Chaos), a control whose Equip Card still holds its monster while no
    lasting "effects negated" lingers and no negating tag is on the field: `_effect_negated`
    of that card says no (what the skip takes for granted), and it is asked (and may say
    yes) in the other cases: the skip never hides a negation."""
    original = Duel._bound_controls
    seen = {"calls": 0, "skippable": 0}

    def checked(duel):
        for entry in _bound(duel):
            equip = duel.card_by_uid(entry.info["equip_uid"])
            monster = duel.card_by_uid(entry.uid)
            if equip is None or monster is None or duel.equipped_to(equip) is not monster:
                continue
            seen["calls"] += 1
            veiled = any(e.tag == L.EFFECTS_NEGATED for e in duel.lingering)
            tags = duel._field_roles()[5]
            if not veiled and not any(tag in tags for tag in NEGATE_TAGS):
                seen["skippable"] += 1
                assert duel._effect_negated(equip) is False, (duel.turn, len(duel.answers))
        return original(duel)

    monkeypatch.setattr(Duel, "_bound_controls", checked)
    pairs = (("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"),
             ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))
    # (round 45s: a pass after moves of cards that file nothing skips the step: three seeds)
    # (round 59x: four seeds, Shadow Spell offered in the Damage Step changing these walks)
    for _ in random_decisions(pairs, range(4)):
        pass
    assert seen["skippable"] > 20, seen


def _delayed_on_ox(until_of):
    """Player 0's turn 3: a delayed effect of player 0's Call of the Haunted lasting while
    player 1's face-up Battle Ox is `until_of` (`while_here` or `while_face_up`); player 0
    has a Set Book of Moon, Fissure in hand and a face-up Summoned Skull."""
    table = Table(turn=3, turn_player=0)
    call = table.spell_trap(0, "Call of the Haunted")
    table.spell_trap(0, "Book of Moon")
    table.hand(0, "Fissure")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Battle Ox")
    duel = table.build()
    ox = duel.players[1].mzone[0]
    duel.start_lasting(L.DELAYED, until_of(ox), delayed=(call.card(duel).cid, 2, 0))
    return duel


def _delayed(duel):
    return [e for e in duel.lingering if e.tag == L.DELAYED]


def test_a_delayed_effect_while_here_ends_when_its_monster_is_destroyed():
    """A delayed effect lasting while Battle Ox stays where it is: Fissure destroys the Ox
    (the only face-up monster of player 1): the state check after Fissure resolves drops it."""
    duel = _delayed_on_ox(while_here)
    assert len(_delayed(duel)) == 1 and _delayed(duel)[0].until.kind == "here"
    s = Script(duel)
    s.pick("activate", "Fissure", player=0, request="idle")
    _settle(duel, s)
    assert "Battle Ox" in grave(duel, 1)
    assert _delayed(duel) == []


def test_a_delayed_effect_while_here_lasts_while_its_monster_stays():
    """The same effect, but Book of Moon turns player 0's own Summoned Skull face-down: the
    Ox stays where it is, the effect is kept."""
    duel = _delayed_on_ox(while_here)
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert duel.players[1].mzone[0].face_up
    assert len(_delayed(duel)) == 1


def test_a_delayed_effect_while_face_up_lasts_until_book_of_moon_turns_its_monster():
    """"face_up": kept while the Ox stays face-up (the Skull turned face-down instead), over
    at the check after Book of Moon turns the Ox face-down."""
    duel = _delayed_on_ox(while_face_up)
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=0, request="idle")
    s.pick("target", "Battle Ox", player=0)
    _settle(duel, s)
    assert not duel.players[1].mzone[0].face_up
    assert _delayed(duel) == []


def test_a_delayed_effect_while_here_ends_at_the_check_after_its_monster_is_destroyed_by_battle():
    """No chain link resolves here: player 0's Summoned Skull (2500 ATK) attacks player 1's
    Battle Ox (1700 ATK), on which a delayed effect lasts while it stays where it is. The Ox
    is destroyed by battle; the state check after the damage step (the field holds nothing
    for a pass but that lasting list: no Equip Card, relation or link just resolved) still
    looks at the lasting list and drops the effect before the next decision."""
    duel = _delayed_on_ox(while_here)
    s = Script(duel)
    ox = duel.players[1].mzone[0]
    s.pick("battle", request="idle")
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("pass", first=True)
    s.pick("attack", "Summoned Skull", target="Battle Ox")
    while duel.request is not None and ox.location != "grave":
        s.pick("pass", first=True)
    assert ox.location == "grave"
    assert _delayed(duel) == []


def test_an_equip_spell_whose_monster_no_longer_qualifies_is_destroyed_at_the_state_check():
    """seed 000 §裝備魔法: an Equip Spell is destroyed when its monster no longer meets its
    equip condition, though the monster stays where it is, face-up. Book of Secret Arts
    equips only a Spellcaster: one copy equips player 0's Dark Magician (it qualifies, it
    stays), the other Battle Ox (a Beast-Warrior: it does not). The state check made as the
    duel starts destroys the second copy alone (equip_lost), the Ox stays, and the check
    after finds nothing more. (Round 15s: the equip step's checks decide, `_equip_still_legal`;
    the first copy's check makes the kept checks, the second copy's reads them. A version of
    the loop that asked them written out, measured and dropped, was tested by it.)"""
    table = Table(turn=3, turn_player=0)
    magician = table.monster(0, "Dark Magician", zone=0)
    ox = table.monster(0, "Battle Ox", zone=1)
    table.spell_trap(0, "Book of Secret Arts", zone=0, face_down=False, equipped_to=magician)
    table.spell_trap(0, "Book of Secret Arts", zone=1, face_down=False, equipped_to=ox)
    duel = table.build()
    lost = [e for e in duel.log if e["type"] == "equip_lost"]
    assert len(lost) == 1 and lost[0]["name"] == "Book of Secret Arts"
    kept = duel.players[0].szone[0]
    assert kept is not None and kept.data.name == "Book of Secret Arts" and lost[0]["uid"] != kept.uid
    assert duel.players[0].szone[1] is None
    assert grave(duel, 0) == ["Book of Secret Arts"]
    assert [m.data.name for m in duel.players[0].mzone[:2]] == ["Dark Magician", "Battle Ox"]
    before = len(duel.log)
    duel._state_checks()
    assert len(duel.log) == before
