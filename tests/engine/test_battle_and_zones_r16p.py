"""Round 16p (issue 11: speed): the Battle Step menu, the Damage Step's tests of the battlers,
the count of the monsters an attack notes, the zones a monster may take. Each is written for
speed; each must give what the rules give.

- The Battle Step menu (seed 004 §战斗阶段的流程) offers each monster in face-up Attack
  Position that may attack one option per monster it may attack, or a direct attack when the
  opponent controls none; the monsters that may be attacked are asked only once a monster
  that may attack is found. The Battle Step is the turn player's open game state: the effects
  they may activate are offered too (read from their offer cache when it is current and holds
  nothing for the moment, else asked).
- The Damage Step (seed 004 §伤害步骤): with no card script in the duel there is no damage
  calculation window (no card can be activated there), so its steps are logged in the order
  start, before damage calculation, after damage calculation, end.
- An attack notes how many monsters the opponent controls; if that number changed before the
  Damage Step, the attack is replayed (seed 004 §战斗阶段中的卷回).
- A monster Summoned from the hand may take any unused Main Monster Zone that no effect
  blocks (seed 000 §怪獸區域; Ojama King blocks three of the opponent's).
"""

import pytest

from duelist.cli.bench_cmd import PAIRS, _play_out
from duelist.cli.common import load_playable_deck
from duelist.engine.duel import Duel
from duelist.testing.scenario import Table


def _battle_table(mine, theirs):
    """Player 0's Battle Step, turn 3: `mine` and `theirs` are (name, position) lists."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    for name, position in mine:
        table.monster(0, name, position=position)
    for name, position in theirs:
        table.monster(1, name, position=position)
    duel = table.build()
    assert duel.request.kind == "battle"
    return duel


def _menu(duel):
    return [(o.kind, o.name, o.target_name if o.target != "player" else "player") for o in duel.request.options]


def test_a_battle_step_with_no_monster_that_may_attack_offers_only_the_end(monkeypatch):
    """Player 0's monsters are all in Defense Position: no attack can be declared; the only
    option is to end the Battle Phase (the opponent's monsters are not asked of)."""
    duel = _battle_table([("Celtic Guardian", "defense"), ("Battle Ox", "set")],
                         [("Summoned Skull", "attack")])
    asked = []
    original = Duel._targets
    monkeypatch.setattr(Duel, "_targets", lambda self, player: asked.append(player) or original(self, player))
    request = duel._battle_menu()
    assert [o.kind for o in request.options] == ["end_battle"]
    assert asked == []


def test_each_attacker_is_offered_each_monster_it_may_attack():
    """Two monsters in Attack Position, one in Defense; the opponent controls a face-up and a
    face-down monster: each attacker is offered both targets (the face-down one by its
    zone), then the end of the Battle Phase."""
    duel = _battle_table([("Celtic Guardian", "attack"), ("Battle Ox", "defense"),
                          ("Summoned Skull", "attack")],
                         [("Mystical Elf", "defense"), ("Gemini Elf", "set")])
    assert _menu(duel) == [
        ("attack", "Celtic Guardian", "Mystical Elf"), ("attack", "Celtic Guardian", "face-down monster (zone 2)"),
        ("attack", "Summoned Skull", "Mystical Elf"), ("attack", "Summoned Skull", "face-down monster (zone 2)"),
        ("end_battle", None, None)]


def test_with_no_monster_to_attack_each_attacker_may_attack_directly():
    duel = _battle_table([("Celtic Guardian", "attack"), ("Battle Ox", "attack")], [])
    assert _menu(duel) == [("attack", "Celtic Guardian", "player"), ("attack", "Battle Ox", "player"),
                           ("end_battle", None, None)]


def _damage_steps(duel):
    return [e["step"] for e in duel.log if e["type"] == "step" and e["step"].startswith(("damage", "before", "after"))]


def test_a_damage_step_without_card_scripts_logs_its_steps_in_order():
    """A Normal Monster duel: Battle Ox (1700) attacks Celtic Guardian (1400) in Attack
    Position. The Damage Step's steps come in order, with no damage calculation window; the
    Guardian is destroyed and its controller takes 300."""
    duel = _battle_table([("Battle Ox", "attack")], [("Celtic Guardian", "attack")])
    assert not duel._any_scripts
    lp = duel.players[1].lp
    duel.answer(next(o for o in duel.request.options if o.kind == "attack"))
    assert _damage_steps(duel) == ["damage_start", "before_damage_calculation", "after_damage_calculation",
                                   "damage_end"]
    assert duel.players[1].lp == lp - 300
    assert [c.data.name for c in duel.players[1].grave] == ["Celtic Guardian"]


def test_a_damage_step_with_card_scripts_has_its_damage_calculation_step():
    """The same attack with a scripted card in the duel (Mystical Space Typhoon Set): the
    damage calculation step is logged between before and after damage calculation."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox", position="attack")
    table.monster(1, "Celtic Guardian", position="attack")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    assert duel._any_scripts
    duel.answer(next(o for o in duel.request.options if o.kind == "attack"))
    while duel.request is not None and duel.request.kind != "battle":
        duel.answer(next((o for o in duel.request.options if o.kind == "pass"), duel.request.options[-1]))
    assert _damage_steps(duel) == ["damage_start", "before_damage_calculation", "damage_calculation",
                                   "after_damage_calculation", "damage_end"]


def test_a_replay_asks_when_the_opponents_monster_count_changed():
    """Battle Ox attacks Celtic Guardian; a monster comes to the opponent's field before the
    Damage Step (put there by hand at the attack's window: Summoned Skull in zone 2 of
    player 1), so the count of the opponent's monsters changed: player 0 is asked to choose
    a new target (either monster) or stop the attack (a replay)."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox", position="attack")
    table.monster(1, "Celtic Guardian", position="attack")

    def arrive(duel):
        skull = duel.players[1].hand[0]
        duel._remove(skull)
        duel._place(skull, "mzone", 1, 1, position="attack")

    table.hand(1, "Summoned Skull")
    table.at("attack_declared", arrive)
    duel = table.build()
    duel.answer(next(o for o in duel.request.options if o.kind == "attack"))
    assert duel.request.kind == "replay"
    assert sorted(o.kind for o in duel.request.options) == ["retarget", "retarget", "stop_attack"]


def _summon_table(ojama_on_field):
    """Player 0 holds Celtic Guardian, three Main Monster Zones used; Ojama King (which
    blocks three of the opponent's unused zones) on player 1's field or only in a Deck."""
    table = Table(rules="GOAT", turn=3)
    if ojama_on_field:
        table.monster(1, "Ojama King")
    else:
        table.deck(1, ["Ojama King"])
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    while duel.request is not None and duel.request.kind == "zone":
        duel.answer(duel.request.options[0])      # (Ojama King's zones 0, 1, 2)
    return duel


def _plain_summon_zones(duel, player):
    blocked = duel._blocked_zones(player)
    return [i for i, c in enumerate(duel.players[player].mzone) if c is None and i not in blocked]


def test_with_ojama_king_only_in_a_deck_every_unused_zone_may_be_taken():
    duel = _summon_table(False)
    assert "blocked_zones" in duel._cont_tags_present
    guardian = duel.players[0].hand[0]
    assert duel.summon_zones(guardian, 0) == _plain_summon_zones(duel, 0) == [0, 1, 2, 3, 4]
    assert duel._blocked_zones(0) == ()


def test_a_zone_ojama_king_blocks_is_not_offered():
    duel = _summon_table(True)
    guardian = duel.players[0].hand[0]
    assert duel._blocked_zones(0) == [0, 1, 2]
    assert duel.summon_zones(guardian, 0) == _plain_summon_zones(duel, 0) == [3, 4]
    # the field roles made stale by a move: the zones are asked again, not read from the old roles
    duel._field_version += 1
    assert duel.summon_zones(guardian, 0) == [3, 4]


def test_the_zone_question_names_the_card_and_offers_the_unused_zones():
    """A Normal Summon with three unused zones: player 0 is asked "Celtic Guardian: in which
    zone?" among Monster Zones 3, 4 and 5 (zones count from 1)."""
    table = Table(rules="GOAT", turn=3)
    for zone in (0, 1):
        table.monster(0, "Battle Ox", zone=zone)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    duel.answer(next(o for o in duel.request.options if o.kind == "summon"))
    assert duel.request.kind == "zone"
    assert duel.request.prompt == "Celtic Guardian: in which zone?"
    assert [(o.zone, o.name) for o in duel.request.options] == [
        (2, "Monster Zone 3"), (3, "Monster Zone 4"), (4, "Monster Zone 5")]


def test_a_set_quick_play_spell_is_offered_at_the_battle_step():
    """The Battle Step is the turn player's open game state (seed 004 §战斗阶段): a Mystical
    Space Typhoon Set on an earlier turn may be activated there, beside the attack and the
    end of the Battle Phase."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox", position="attack")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    kinds = [(o.kind, o.name) for o in duel.request.options]
    assert ("activate", "Mystical Space Typhoon") in kinds
    assert kinds[0] == ("attack", "Battle Ox") and kinds[-1] == ("end_battle", None)


def test_the_battle_step_offers_what_response_options_gives_in_random_duels(monkeypatch):
    """Random duels of scripted Decks: at every Battle Step menu the effects offered are those
    `_response_options` finds for the turn player, in its order, whether the menu asked it or
    read the player's current offer cache as holding nothing for the moment."""
    original = Duel._battle_menu
    seen = {"menus": 0, "offered": 0, "cache_read": 0}

    def checked(duel):
        tp = duel.turn_player
        cache = duel._offer_cache[tp]
        current = cache is not None and cache[0] == duel._sides[tp]
        request = original(duel)
        got = [(o.kind, o.card, o.effect) for o in request.options if o.kind not in ("attack", "end_battle")]
        expected = [(o.kind, o.card, o.effect) for o in duel._response_options(tp)]
        assert got == expected, (duel.turn, len(duel.answers))
        seen["menus"] += 1
        seen["offered"] += bool(got)
        seen["cache_read"] += current
        return request

    monkeypatch.setattr(Duel, "_battle_menu", checked)
    for name in ("starter", "goat-warrior-zombie", "goat-control-monarch"):
        first, second, _ = dict(PAIRS)[name]
        deck1, deck2 = load_playable_deck(first, "deck 1"), load_playable_deck(second, "deck 2")
        for seed in (1, 2, 3):
            _play_out(Duel(deck1, deck2, seed=seed), seed)
    assert seen["menus"] > 100 and seen["offered"] >= 1 and seen["cache_read"] > 100, seen


def test_a_quick_play_spell_that_reaches_the_hand_at_the_battle_step_is_offered():
    """Player 0's Battle Step with nothing to activate (the menu: the attack and the end). Then
    a Mystical Space Typhoon comes to their hand (moved there by hand, as a search would) while
    the opponent has a Set card: a Quick-Play Spell may be activated from the hand in one's own
    Battle Step, so the next Battle Step menu offers it (the offer cache made for the first
    menu no longer describes the hand)."""
    table = Table(rules="GOAT", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox", position="attack")
    table.deck(0, ["Mystical Space Typhoon", "Celtic Guardian"])
    table.spell_trap(1, "Waboku")
    duel = table.build()
    assert [o.kind for o in duel.request.options] == ["attack", "end_battle"]
    typhoon = next(c for c in duel.players[0].deck if c.data.name == "Mystical Space Typhoon")
    duel._remove(typhoon)
    duel._place(typhoon, "hand", 0)
    request = duel._battle_menu()
    assert [(o.kind, o.name) for o in request.options] == [
        ("attack", "Battle Ox"), ("activate", "Mystical Space Typhoon"), ("end_battle", None)]
