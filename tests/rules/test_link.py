"""Link Monsters and the Master Rule 4/5 zone rules that depend on them (seed 000 §新大師規則
(【怪獸區域】, 連接怪獸, 連接召喚), §怪獸區域 (【主要怪獸區域】, 【額外怪獸區域】); seed 001 §連接怪獸
(卡片種類), §特殊召喚 6. 連接召喚, §具有蘇生限制的怪獸的特殊召喚). Cards: Decode Talker (Link-3, 2+
Effect Monsters; Top, Bottom-Left, Bottom-Right), Proxy Dragon (Link-2, 2 monsters; Left,
Right), Link Spider (Link-1, 1 Normal Monster; Bottom), Gem-Knight Pearl (an Xyz Monster),
Book of Moon, Monster Reborn, Solemn Judgment.

Zones: 0-4 are a player's Main Monster Zones from their own left, 5 and 6 the Extra Monster
Zones (5 is on player 0's left, above their zone 1 and below player 1's zone 3).
"""

import pytest

from duelist.cards.model import CardData
from duelist.engine import state as S
from duelist.engine.protocol import DuelError
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DECODE = "Decode Talker"
PROXY = "Proxy Dragon"
SPIDER = "Link Spider"
PEARL = "Gem-Knight Pearl"
# Effect Monsters whose effects do nothing when they are sent to the GY as materials
EFFECT_MONSTERS = ("Blade Knight", "Command Knight", "Mystic Tomato")
SHEEP = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                 kinds=("Normal", "Token"), level=1, atk=0, defense=0)


def _card(duel, name, player=0):
    return [c for c in duel.monsters(player) if c.name == name][0]


def _zones(duel, player=0):
    """{zone: name} of the monsters `player` controls."""
    return {c.seq: c.name for c in duel.monsters(player)}


# ----------------------------------------------------------------- Link Summon
def test_decode_talker_with_three_effect_monsters_each_counting_as_1():
    """seed 000 連接召喚 方法1: 效果怪獸1隻(1) + 效果怪獸1隻(1) + 效果怪獸1隻(1) = 連接3. The three
    face-up materials go to the GY (seed 001 §特殊召喚 6: 送去墓地), the Link Monster goes to an
    Extra Monster Zone (seed 000 【額外怪獸區域】) in face-up Attack Position and counts as
    properly summoned."""
    table = Table(rules="MR5")
    table.extra(0, DECODE)
    for name in EFFECT_MONSTERS:
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", DECODE)
    s.pick("select", "Blade Knight")
    s.pick("select", "Command Knight")          # the last material is the only one left
    assert sorted(grave(duel, 0)) == sorted(EFFECT_MONSTERS)
    decode = _card(duel, DECODE)
    assert decode.seq == S.EMZ_FIRST_SEQ and decode.position == S.FACEUP_ATTACK
    assert duel.properly_summoned(decode)
    assert any(e["type"] == "to_grave" and e["reason"] == "link_material" for e in duel.log)
    check_invariants(duel)


def test_decode_talker_with_an_effect_monster_and_a_link_2_counting_as_2():
    """seed 000 連接召喚 方法2: 效果怪獸1隻(1) + 屬于效果怪獸的連接2連接怪獸1隻(2) = 連接3: two
    materials are enough when the Link-2 Effect Link Monster counts as its Link Rating."""
    table = Table(rules="MR5")
    table.extra(0, DECODE)
    table.monster(0, PROXY)
    table.monster(0, "Blade Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", DECODE)
    s.pick("select", PROXY)                     # Blade Knight, the only one left, completes it
    assert sorted(grave(duel, 0)) == ["Blade Knight", PROXY]
    assert field_monsters(duel, 0) == [DECODE]


def test_a_link_2_material_may_also_count_as_1():
    """seed 000 連接召喚: a Link Monster material counts as 1 or as its Link Rating: Proxy
    Dragon (1) + 2 Effect Monsters (1 + 1) make Link-3 too. Once a set is complete the player
    may stop or add a material; the number of materials never exceeds the Link Rating
    (方法1: 素材怪獸數量 = 連接數值最大值)."""
    table = Table(rules="MR5")
    table.extra(0, DECODE)
    table.monster(0, PROXY)
    for name in EFFECT_MONSTERS:
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", DECODE)
    s.pick("select", PROXY)
    s.pick("select", "Blade Knight")
    # Proxy (2) + Blade Knight (1) is complete; Proxy (1) + 2 others is complete too
    assert s.has("option") and sorted(o.name for o in s.options("select")) == ["Command Knight", "Mystic Tomato"]
    s.pick("select", "Command Knight")
    # three materials: the Link Rating; no fourth is offered
    assert sorted(grave(duel, 0)) == ["Blade Knight", "Command Knight", PROXY]
    assert sorted(field_monsters(duel, 0)) == [DECODE, "Mystic Tomato"]


def test_materials_must_fit_the_line_and_be_face_up():
    """seed 001 §特殊召喚 6: the materials are face-up monsters the player controls that fit the
    card's material line: Normal Monsters are no "Effect Monsters", a face-down Effect
    Monster is no material, and the opponent's monsters are none."""
    table = Table(rules="MR5")
    table.extra(0, DECODE)
    table.monster(0, "Blade Knight")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Command Knight", position="set")
    table.monster(1, "Mystic Tomato")
    duel = table.build()
    assert not Script(duel).has("link_summon", DECODE)
    assert [c.name for c in duel.link_materials(duel.players[0].extra[0], 0)] == ["Blade Knight"]


def test_tokens_may_be_link_materials():
    """seed 001 §特殊召喚 6: 連接召喚可以用衍生物...作為連接素材: two Tokens make Proxy Dragon
    ("2 monsters"); Tokens are no Effect Monsters, so they cannot make Decode Talker."""
    table = Table(rules="MR5")
    table.extra(0, PROXY, DECODE)
    for _ in range(3):
        table.monster(0, SHEEP, position="defense")
    duel = table.build()
    s = Script(duel)
    assert not s.has("link_summon", DECODE)
    s.pick("link_summon", PROXY)
    s.pick("select", "Sheep Token", first=True)
    s.pick("select", "Sheep Token", first=True)
    assert sorted(field_monsters(duel, 0)) == [PROXY, "Sheep Token"]
    assert grave(duel, 0) == []         # Tokens vanish instead of staying in the GY


def test_negated_link_summon_destroys_it_and_the_materials_stay_used():
    """seed 000 §大師規則1 2 (summon negation, as for every Extra Deck summon): Solemn Judgment
    negates the Link Summon; the Link Monster is destroyed, the materials stay in the GY, and
    it was never properly summoned: Monster Reborn cannot revive it (seed 001
    §具有蘇生限制的怪獸的特殊召喚)."""
    table = Table(rules="MR5")
    table.extra(0, PROXY)
    table.monster(0, "Blade Knight")
    table.monster(0, "Command Knight")
    table.spell_trap(1, "Solemn Judgment")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", PROXY)
    s.pick("select", "Blade Knight")
    s.pick("activate", "Solemn Judgment", player=1)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Blade Knight", "Command Knight", PROXY]
    proxy = [c for c in duel.players[0].grave if c.name == PROXY][0]
    assert not duel.properly_summoned(proxy) and not duel.can_special_summon(proxy, 0)


def test_no_link_summon_before_mr4():
    """seed 000 §曆史規格變動: Link Monsters arrive with the new master rule (2017); under MR3
    a deck with one is refused (tests/rules/test_master_rules.py) and even a table that
    puts one in the Extra Deck offers no Link Summon."""
    table = Table(rules="MR3")
    table.extra(0, PROXY)
    table.monster(0, "Blade Knight")
    table.monster(0, "Command Knight")
    duel = table.build()
    assert not Script(duel).has("link_summon")


# ---------------------------------------------------------------- arrows
def test_arrows_point_one_step_as_the_controller_sees_them():
    """seed 000 連接怪獸: the red arrows show the zones a Link Monster points to. Player 0's
    Decode Talker in Extra Monster Zone 5 points down-left and down-right to player 0's zones
    0 and 2 and up to player 1's zone 3 (across the table); player 1's in zone 6 points to
    player 0's zone 3 and to player 1's zones 0 and 2."""
    table = Table(rules="MR5")
    mine = table.monster(0, DECODE, zone=5)
    theirs = table.monster(1, DECODE, zone=6)
    duel = table.build()
    assert duel.pointed_zones(mine.card(duel)) == [(1, 3), (0, 0), (0, 2)]
    assert duel.pointed_zones(theirs.card(duel)) == [(0, 3), (1, 0), (1, 2)]


def test_pointed_monsters_co_linked_and_linked():
    """seed 000 連接怪獸 (連接區): two Proxy Dragons side by side point to each other (co-linked);
    a monster in a zone a Link points to is linked, one elsewhere is not. Decode Talker's ATK
    rises by 500 for each monster it points to (on either side)."""
    table = Table(rules="MR5")
    decode = table.monster(0, DECODE, zone=5)
    left = table.monster(0, PROXY, zone=0)
    right = table.monster(0, PROXY, zone=1)
    far = table.monster(0, "Blade Knight", zone=4)
    table.monster(1, "Celtic Guardian", zone=3)
    duel = table.build()
    a, b, d = left.card(duel), right.card(duel), decode.card(duel)
    assert duel.co_linked(a, b) and not duel.co_linked(a, d)
    assert duel.is_linked(a) and not duel.is_linked(far.card(duel))
    assert [c.name for c in duel.pointed_monsters(d)] == ["Celtic Guardian", PROXY]
    assert duel.atk(d) == 2300 + 2 * 500


# ------------------------------------------------------------------ zones
def _link_on_board(rules, first_link=SPIDER):
    """Player 0 uses Extra Monster Zone 5 with a Link-1 (Link Spider points down to zone 1)."""
    table = Table(rules=rules)
    table.monster(0, first_link, zone=5)
    return table


def test_a_second_link_needs_a_zone_a_link_points_to():
    """seed 000 【額外怪獸區域】: 1名玩家隻能使用1個區域; 【主要怪獸區域】: a Main Monster Zone a
    Link Monster points to may take a monster from the Extra Deck. With Link Spider in zone 5
    (pointing to zone 1) Proxy Dragon's only zone is zone 1; with zone 1 taken there is none."""
    table = _link_on_board("MR5")
    table.extra(0, PROXY)
    table.monster(0, "Blade Knight", zone=3)
    table.monster(0, "Command Knight", zone=4)
    duel = table.build()
    proxy = duel.players[0].extra[0]
    assert duel.summon_zones(proxy, 0, S.EXTRA) == [1]
    s = Script(duel)
    s.pick("link_summon", PROXY)
    s.pick("select", "Blade Knight")
    s.pick("select", "Command Knight")         # (Link Spider could be a material too)
    assert _zones(duel) == {1: PROXY, 5: SPIDER}

    table = _link_on_board("MR5")
    table.extra(0, PROXY)
    table.monster(0, "Blade Knight", zone=1)
    table.monster(0, "Command Knight", zone=4)
    table.monster(0, "Mystic Tomato", zone=3)
    duel = table.build()
    # Blade Knight's zone 1 is freed when it is used as a material
    proxy = duel.players[0].extra[0]
    assert duel.summon_zones(proxy, 0, S.EXTRA) == []
    assert duel.summon_zones(proxy, 0, S.EXTRA, leaving=[_card(duel, "Blade Knight")]) == [1]
    assert not duel.summon_zones(proxy, 0, S.EXTRA, leaving=[_card(duel, "Command Knight"),
                                                              _card(duel, "Mystic Tomato")])


def test_mr4_every_extra_deck_monster_needs_those_zones_mr5_only_links_and_pendulums():
    """seed 000 §新大師規則 【主要怪獸區域】 (MR4): a Fusion/Synchro/Xyz/Link monster from the Extra
    Deck cannot go to a Main Monster Zone no Link points to; Master Rule 2020 (MR5) lifts it
    for all but Links and face-up Pendulums. Player 0 already uses an Extra Monster Zone and
    Link Spider's zone 1 is taken (by a Level 7 monster, no material): Gem-Knight Pearl cannot
    be Xyz Summoned under MR4, can under MR5 (to a material's Main Monster Zone). When a
    material holds zone 1, its leaving frees that zone, so MR4 allows it there."""
    for rules, allowed in (("MR4", False), ("MR5", True)):
        table = _link_on_board(rules)
        table.extra(0, PEARL)
        table.monster(0, "Dark Magician", zone=1)
        table.monster(0, "Vorse Raider", zone=3)
        table.monster(0, "Mystical Elf", zone=4)
        duel = table.build()
        assert Script(duel).has("xyz_summon", PEARL) is allowed, rules
    # MR4 with a material in zone 1: its zone takes the Xyz Monster
    table = _link_on_board("MR4")
    table.extra(0, PEARL)
    table.monster(0, "Celtic Guardian", zone=1)
    table.monster(0, "Vorse Raider", zone=3)
    table.monster(0, "Mystical Elf", zone=4)
    duel = table.build()
    s = Script(duel)
    s.pick("xyz_summon", PEARL)
    assert sorted(o.name for o in s.options("select")) == ["Celtic Guardian", "Mystical Elf", "Vorse Raider"]
    s.pick("select", "Vorse Raider")          # then only Celtic Guardian leaves a zone
    s.pick("option", "Attack Position", request="option")
    assert _card(duel, PEARL, 0).seq == 1
    # MR4 with zone 1 free: Link Spider's zone takes the Xyz Monster
    table = _link_on_board("MR4")
    table.extra(0, PEARL)
    table.monster(0, "Vorse Raider", zone=3)
    table.monster(0, "Mystical Elf", zone=4)
    duel = table.build()
    pearl = duel.players[0].extra[0]
    assert duel.summon_zones(pearl, 0, S.EXTRA) == [1]


def test_a_zone_the_opponents_link_points_to_may_be_used():
    """seed 000 【主要怪獸區域】: 連接怪獸「連接标記」所指向的主要怪獸區域 becomes usable, whoever
    controls that Link: player 1's Decode Talker in zone 5 points up (from their side) to
    player 0's zone 1. Player 0, using zone 6 already, may Link Summon Proxy Dragon there."""
    table = Table(rules="MR5")
    table.monster(1, DECODE, zone=5)
    table.monster(0, SPIDER, zone=6)          # points to player 0's zone 3
    table.monster(0, "Blade Knight", zone=3)
    table.monster(0, "Command Knight", zone=4)
    table.extra(0, PROXY)
    duel = table.build()
    proxy = duel.players[0].extra[0]
    assert duel.pointed_zones(_card(duel, DECODE, 1))[0] == (0, 1)
    assert duel.summon_zones(proxy, 0, S.EXTRA) == [1]


def test_extra_link_a_players_own_link_may_open_the_second_extra_monster_zone():
    """seed 000 §新大師規則 【怪獸區域】: 達成額外連接的場合，一方可以使用2個額外怪獸區域. Player 0
    uses zone 5; their Decode Talker in zone 3 points up to Extra Monster Zone 6, which they
    may then use too. The opponent's Link pointing there does not open it for player 0."""
    table = Table(rules="MR5")
    table.monster(0, SPIDER, zone=5)
    table.monster(0, DECODE, zone=3)
    table.extra(0, PROXY)
    duel = table.build()
    proxy = duel.players[0].extra[0]
    assert (None, 6) in duel.pointed_zones(_card(duel, DECODE))
    assert duel.summon_zones(proxy, 0, S.EXTRA) == [6, 1]
    table = Table(rules="MR5")
    table.monster(0, SPIDER, zone=5)
    table.monster(0, DECODE, zone=3)
    table.monster(0, "Blade Knight", zone=0)
    table.monster(0, "Command Knight", zone=4)
    table.extra(0, PROXY)
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", PROXY)
    s.pick("select", "Blade Knight")
    s.pick("select", "Command Knight")
    assert _zones(duel) == {3: DECODE, 5: SPIDER, 6: PROXY}     # both Extra Monster Zones
    check_invariants(duel)

    table = Table(rules="MR5")
    table.monster(0, SPIDER, zone=5)
    table.monster(1, DECODE, zone=1)          # player 1's zone 1 is below zone 6 from their side
    table.extra(0, PROXY)
    duel = table.build()
    assert (None, 6) in duel.pointed_zones(_card(duel, DECODE, 1))
    assert duel.summon_zones(duel.players[0].extra[0], 0, S.EXTRA) == [1]


def test_a_link_from_the_gy_goes_to_a_main_monster_zone():
    """seed 000 【主要怪獸區域】: 從額外卡組外的地方出場則必須放在這5個區域: a properly summoned
    Link Monster revived by Monster Reborn goes to a Main Monster Zone, in Attack Position
    (no position question: seed 001 §連接怪獸 沒有表側守備表示)."""
    table = Table(rules="MR5")
    proxy = table.grave(0, PROXY)
    table.properly_summoned(proxy)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", PROXY)
    revived = _card(duel, PROXY)
    assert revived.seq == 0 and revived.position == S.FACEUP_ATTACK


# -------------------------------------------------------------- positions
def test_a_link_monster_never_changes_position():
    """seed 000 連接怪獸: 不能變成守備表示; seed 001 §連接怪獸: 不能因規則或效果而把表示形式變更,
    不會成為[月之書]等效果的對象: no position change in the menu, Book of Moon cannot target it
    (only the other monster), and an effect's change of position does nothing."""
    table = Table(rules="MR5")
    table.monster(0, PROXY)
    table.monster(0, "Blade Knight")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    assert [o.name for o in s.options("change_position")] == ["Blade Knight"]
    s.pick("activate", "Book of Moon")
    assert [o.name for o in s.options("target")] == ["Blade Knight"]
    proxy = _card(duel, PROXY)
    assert not duel.change_position(proxy, S.FACEUP_DEFENSE)
    assert proxy.position == S.FACEUP_ATTACK


def test_a_link_monster_has_no_level_and_no_def_and_cannot_be_placed_in_defense():
    """seed 000 連接怪獸: 沒有等級·階級，沒有守備力; a table cannot place one in Defense
    Position, and by default puts it in its player's Extra Monster Zone."""
    table = Table(rules="MR5")
    table.monster(0, DECODE)
    duel = table.build()
    decode = _card(duel, DECODE)
    assert duel.level(decode) == 0 and decode.data.defense is None and decode.seq == 5
    assert duel.properly_summoned(decode)
    table = Table(rules="MR5")
    table.monster(0, DECODE, position="defense")
    with pytest.raises((ValueError, DuelError)):
        table.build()


# ---------------------------------------------------------------- revival
def test_a_link_monster_never_properly_summoned_cannot_be_revived():
    """seed 001 §具有蘇生限制的怪獸的特殊召喚 (seed 000 §特殊召喚): a Link Monster sent to the GY
    without having been Link Summoned cannot be revived by Monster Reborn; once properly
    summoned (and not back in the Extra Deck since) it can."""
    table = Table(rules="MR5")
    table.grave(0, DECODE)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")

    table = Table(rules="MR5")
    table.extra(0, PROXY)
    table.monster(0, "Blade Knight")
    table.monster(0, "Command Knight")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", PROXY)
    s.pick("select", "Blade Knight")
    duel.destroy([_card(duel, PROXY)])
    assert Script(duel).has("activate", "Monster Reborn")


def test_a_link_monster_that_cannot_be_special_summoned_is_not_link_summoned(monkeypatch):
    """seed 001 §特殊召喚 6: a Link Summon is a Special Summon, so a Link Monster whose
    summoning condition says it cannot be Special Summoned is never offered one, though its
    materials are on the field. (Link Spider given the made-up condition "Cannot be Special
    Summoned", its material line kept.)"""
    import types

    from duelist.cards import registry
    from duelist.cards.db import find_card
    from duelist.engine.effects import CardScript

    def spider(condition):
        data = find_card(SPIDER)
        module = types.SimpleNamespace(DESCRIPTION="test stand-in", EFFECTS=[], LINK_MATERIALS="1 Normal Monster",
                                       SUMMON_CONDITION=condition)
        monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))
        table = Table(rules="MR5")
        table.extra(0, SPIDER)
        table.monster(0, "Celtic Guardian")
        return Script(table.build())

    assert spider(None).has("link_summon", SPIDER)
    assert not spider("never").has("link_summon", SPIDER)


def test_an_arrow_points_to_a_monster_zone_not_to_the_spell_and_trap_zone_below_it():
    """seed 000 連接怪獸 (連接區): a Link Monster's arrows point to Monster Zones. Proxy Dragon in
    Main Monster Zone 1 points to zones 0 and 2: Blade Knight in zone 0 is in a zone it points
    to; the Set card in Spell & Trap Zone 0 (the same column, the same number) and a monster in
    the GY are not."""
    table = Table(rules="MR5")
    proxy = table.monster(0, PROXY, zone=1)
    knight = table.monster(0, "Blade Knight", zone=0)
    spell = table.spell_trap(0, "Pot of Greed", zone=0)
    gone = table.grave(0, "Celtic Guardian")
    duel = table.build()
    link = proxy.card(duel)
    assert duel.points_to(link, knight.card(duel))
    assert not duel.points_to(link, spell.card(duel))
    assert not duel.points_to(link, gone.card(duel))
