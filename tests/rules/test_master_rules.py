"""Each Master Rule version knows the monster kinds of its time, and the Extra Deck zone
rule differs between MR4 and MR5.

Seeds: 000 §曆史規格變動 (§大師規則1: 同調召喚; §大師規則2: XYZ召喚; §大師規則3: 靈擺召喚,
先攻玩家不能進行通常抽卡, 場地魔法卡; §新大師規則: 額外怪獸區域, 連接怪獸); 001 §大師規則1-3,
§新大師規則. GOAT is the April 2005 TCG format (Fusion and Ritual only).
"""

import pytest

from duelist.cards.db import find_card
from duelist.engine.duel import DeckRefusedError, Duel
from duelist.engine.rules import PRESETS, Rules

NORMALS = ["Battle Ox"] * 40

# a monster of each kind, and the first preset that knows the kind
KINDS = [("Gaia the Dragon Champion", "Fusion", "extra", "GOAT"),
         ("Black Luster Soldier", "Ritual", "main", "GOAT"),
         ("Stardust Dragon", "Synchro", "extra", "MR1"),
         ("Number 39: Utopia", "Xyz", "extra", "MR2"),
         ("Dragonpit Magician", "Pendulum", "main", "MR3"),
         ("Decode Talker", "Link", "extra", "MR4")]
ORDER = ["GOAT", "MR1", "MR2", "MR3", "MR4", "MR5"]


def _deck(name, where):
    code = find_card(name).code
    main = [find_card(n).code for n in NORMALS]
    if where == "main":
        return {"main": main[:-1] + [code], "extra": []}
    return {"main": main, "extra": [code]}


@pytest.mark.parametrize("name,kind,where,first", KINDS)
@pytest.mark.parametrize("preset", ORDER)
def test_each_kind_exists_only_from_its_rule_version(name, kind, where, first, preset):
    """seed 000 §大師規則1 (同調怪獸), §大師規則2 (XYZ怪獸), §大師規則3 (靈擺怪獸), §新大師規則
    (連接怪獸): a deck holding a kind its rules do not know is refused with a clear message;
    from the version that brought the kind on, it is accepted."""
    deck = _deck(name, where)
    normal = {"main": [find_card(n).code for n in NORMALS], "extra": []}
    if ORDER.index(preset) >= ORDER.index(first):
        Duel(deck, normal, rules=preset, seed=1, first_player=0, check_cards=False)
        assert kind in PRESETS[preset].extra_deck_kinds
    else:
        with pytest.raises(DeckRefusedError) as raised:
            Duel(deck, normal, rules=preset, seed=1, first_player=0, check_cards=False)
        message = str(raised.value)
        assert name in message and kind in message and preset in message and "player 1" in message


def test_goat_has_fusion_and_ritual_only():
    """The April 2005 TCG format: Fusion and Ritual Monsters; nothing that came later."""
    assert PRESETS["GOAT"].extra_deck_kinds == ("Fusion", "Ritual")


def test_mr4_and_mr5_differ_only_in_the_extra_deck_zone_rule():
    """seed 000 §新大師規則 §主要怪獸區域 (every Extra Deck monster needs an Extra Monster Zone
    under MR4); Master Rule 2020 lets Fusion, Synchro and Xyz Monsters use a Main Monster Zone."""
    mr4, mr5 = PRESETS["MR4"].to_dict(), PRESETS["MR5"].to_dict()
    differ = sorted(k for k in mr4 if mr4[k] != mr5[k])
    assert differ == ["extra_zone_rule", "name"]
    assert (mr4["extra_zone_rule"], mr5["extra_zone_rule"]) == ("all", "link_pendulum")


@pytest.mark.parametrize("preset", ["GOAT", "MR1", "MR2", "MR3"])
def test_no_extra_zone_rule_before_mr4(preset):
    """seed 000 §新大師規則: the Extra Monster Zones (and the rule that sends Extra Deck
    monsters there) start with MR4."""
    rules = PRESETS[preset]
    assert rules.extra_monster_zones is False and rules.extra_zone_rule == "none"


def test_pendulum_zones_by_version():
    """seed 000 §大師規則3 (在左右2方各增加1處靈擺區域) and §新大師規則 (由最左和最右2個魔法與陷阱
    區域作為靈擺區域)."""
    assert [PRESETS[p].pendulum_zones for p in ORDER] == ["none", "none", "none", "separate", "ends", "ends"]


def test_field_spell_per_player_from_mr3():
    """seed 000 §大師規則3 2 (場地魔法卡發動時，不會破壞已在對方場上表側表示存在的場地魔法卡)."""
    assert [PRESETS[p].field_spell_per_field for p in ORDER] == [True, True, True, False, False, False]


def test_first_player_draws_until_mr3():
    """seed 000 §大師規則3 1 (先攻玩家不能進行通常抽卡)."""
    assert [PRESETS[p].first_turn_draw for p in ORDER] == [True, True, True, False, False, False]


def test_bad_kind_flags_are_refused():
    """DESIGN §7: a clear error for a kind or zone rule that does not exist."""
    with pytest.raises(ValueError, match="extra_deck_kinds"):
        Rules("custom", extra_deck_kinds=("Fusion", "Spirit"))
    with pytest.raises(ValueError, match="extra_zone_rule"):
        Rules("custom", extra_zone_rule="some")
    with pytest.raises(ValueError, match="needs extra_monster_zones"):
        Rules("custom", extra_monster_zones=False, extra_zone_rule="all")
    assert Rules("custom", extra_monster_zones=False).extra_zone_rule == "none"


def test_kind_flags_survive_a_replay_round_trip():
    """DESIGN §3: the rules travel as plain data (JSON lists) and come back equal."""
    import json
    for rules in PRESETS.values():
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
