"""Round 18s (engine/turn.py `_main_menu`): the Main Phase menu asks `_summon_lock` only where
it can say yes. It reads the lasting rules itself ("you cannot Summon this turn": Scapegoat,
on its activating player only), and asks the field part (a face-up card's continuous "neither
player can Summon": The Last Warrior from Another Planet, tag no_summon) only when a field
card may have the tag; a card with the tag elsewhere in the duel (the Extra Deck) binds no one.

The rulings (the card texts; seed 004 §怪兽的召唤: a Flip Summon is a Summon, a Set is not):
- The Last Warrior face-up on the field: neither player may Normal, Flip or Special Summon;
  a Set stays allowed.
- The Last Warrior in the Extra Deck, or Set face-down on the field: its effect does not
  apply; Summons are offered as usual.
- The Last Warrior Flip Summoned during the turn: from then on the menu offers no Summon.
- Scapegoat resolved with The Last Warrior in the Extra Deck: its player may not Summon that
  turn (Sets allowed), the opponent still may Special Summon."""

from duelist.testing.scenario import Script, Table

WARRIOR = "The Last Warrior from Another Planet"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_the_last_warrior_face_up_leaves_only_sets_in_the_menu():
    """The Last Warrior face-up on the opponent's field: player 0's menu offers the Set of
    Celtic Guardian, but neither its Normal Summon nor the Flip Summon of the Set Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, WARRIOR)
    table.monster(0, "Battle Ox", position="set")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert s.has("set", "Celtic Guardian")
    assert not s.has("summon", "Celtic Guardian")
    assert not s.has("flip_summon", "Battle Ox")


def test_the_last_warrior_in_the_extra_deck_binds_no_one():
    """The Last Warrior only in player 1's Extra Deck (a card of the duel with the tag, none on
    the field): player 0 may Normal Summon Celtic Guardian and Flip Summon Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.extra(1, WARRIOR)
    table.monster(0, "Battle Ox", position="set")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert "no_summon" in duel._cont_tags_present
    s = Script(duel)
    assert s.has("summon", "Celtic Guardian") and s.has("set", "Celtic Guardian")
    assert s.has("flip_summon", "Battle Ox")
    s.pick("summon", "Celtic Guardian")
    _settle(duel, s)
    assert "Celtic Guardian" in [c.name for c in duel.monsters(0)]


def test_a_face_down_last_warrior_binds_no_one_until_it_is_flip_summoned():
    """The Last Warrior Set face-down on player 0's field: its effect does not apply, so the
    menu offers the Normal Summon of Celtic Guardian. Once player 0 Flip Summons it, the next
    menu offers no Normal Summon (the Set stays)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, WARRIOR, position="set")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert s.has("summon", "Celtic Guardian")
    assert s.has("flip_summon", WARRIOR)
    s.pick("flip_summon", WARRIOR)
    _settle(duel, s)
    assert duel.request.kind == "idle"
    assert not s.has("summon", "Celtic Guardian")
    assert s.has("set", "Celtic Guardian")


def test_scapegoat_bars_its_player_with_the_last_warrior_in_the_extra_deck():
    """Scapegoat resolves for player 0 while The Last Warrior waits in player 1's Extra Deck:
    player 0's menu offers the Set of Battle Ox, not its Summon; player 0 may not Special
    Summon; player 1 still may."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.extra(1, WARRIOR)
    table.hand(0, "Scapegoat", "Battle Ox")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert s.has("summon", "Battle Ox")
    s.pick("activate", "Scapegoat")
    _settle(duel, s)
    assert len(duel.monsters(0)) == 4
    assert not s.has("summon", "Battle Ox") and s.has("set", "Battle Ox")
    ox = [c for c in duel.players[0].hand if c.name == "Battle Ox"][0]
    guardian = duel.players[1].hand[0]
    assert not duel.can_special_summon(ox, 0)
    assert duel.can_special_summon(guardian, 1)
