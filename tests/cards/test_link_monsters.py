"""Link Monsters: Decode Talker, Link Spider, Proxy Dragon, Linkuriboh. The Link rules they
rest on (Link Summons, arrows, zones, positions, revival) are in tests/rules/test_link.py
(seed 000 §新大師規則 連接怪獸 / 連接召喚; seed 001 §連接怪獸, §特殊召喚 6)."""

from duelist.cards.model import CardData
from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

DECODE = "Decode Talker"
SPIDER = "Link Spider"
PROXY = "Proxy Dragon"
KURIBOH = "Linkuriboh"
TOKEN = CardData(code=73915052, alias=73915052, name="Sheep Token", names={}, card_type="Monster",
                 kinds=("Normal", "Token"), level=1, atk=0, defense=0)


def _card(duel, name, player=0):
    return [c for c in duel.monsters(player) if c.name == name][0]


# ------------------------------------------------------------ Decode Talker
def test_decode_talker_gains_500_atk_for_each_monster_it_points_to_on_either_side():
    """Its arrows from Extra Monster Zone 5: player 0's zones 0 and 2, player 1's zone 3."""
    table = Table(rules="MR5")
    decode = table.monster(0, DECODE, zone=5)
    table.monster(0, "Blade Knight", zone=0)
    table.monster(0, "Command Knight", zone=1)        # not pointed to
    table.monster(1, "Celtic Guardian", zone=3)
    duel = table.build()
    assert duel.atk(decode.card(duel)) == 2300 + 1000


def _decode_guarding(target_spell="Book of Moon"):
    """Player 1's turn: player 0's Decode Talker in zone 5 points to Blade Knight (zone 0)."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, DECODE, zone=5)
    table.monster(0, "Blade Knight", zone=0)
    table.monster(0, "Command Knight", zone=4)
    table.hand(1, target_spell)
    return table.build()


def test_decode_talker_negates_a_targeting_activation_by_tributing_a_monster_it_points_to():
    duel = _decode_guarding()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Command Knight", player=1)
    s.pick("activate", DECODE, player=0)            # Blade Knight, the only one it points to, is Tributed
    assert grave(duel, 0) == ["Blade Knight"]
    assert grave(duel, 1) == ["Book of Moon"]       # negated and destroyed
    assert _card(duel, "Command Knight").position == S.FACEUP_ATTACK
    assert any(e["type"] == "negated" for e in duel.log)
    check_invariants(duel)


def test_decode_talker_does_not_answer_an_activation_that_targets_nothing_of_yours():
    """Dark Hole targets nothing: Decode Talker's effect is not offered (it is destroyed)."""
    duel = _decode_guarding("Dark Hole")
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert not s.options("activate", DECODE)
    assert DECODE in grave(duel, 0)


def test_decode_talker_needs_a_monster_of_yours_it_points_to():
    """With nothing of its controller's in its zones it cannot pay the Tribute: player 0 is
    not even asked, and Book of Moon resolves."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, DECODE, zone=5)
    table.monster(0, "Command Knight", zone=4)
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Command Knight", player=1)
    assert _card(duel, "Command Knight").position == S.FACEDOWN_DEFENSE
    assert not any(e["type"] == "negated" for e in duel.log)


# --------------------------------------------------------------- Link Spider
def test_link_spider_is_link_summoned_with_one_normal_monster_not_a_token_or_effect_monster():
    table = Table(rules="MR5")
    table.extra(0, SPIDER)
    table.monster(0, TOKEN, position="defense")
    table.monster(0, "Blade Knight")
    duel = table.build()
    assert not Script(duel).has("link_summon", SPIDER)
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", SPIDER)                    # Celtic Guardian is the only material
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert _card(duel, SPIDER).seq == S.EMZ_FIRST_SEQ


def test_link_spider_summons_a_normal_monster_from_the_hand_to_the_zone_it_points_to():
    """Once per turn; its Bottom arrow from zone 5 points to its controller's zone 1 (not the
    first free zone, 0)."""
    table = Table(rules="MR5")
    table.monster(0, SPIDER, zone=5)
    table.hand(0, "Celtic Guardian", "Summoned Skull", "Blade Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SPIDER)      # Summoned Skull (Level 6) and Blade Knight (Effect) are no choice
    s.pick("option", "Defense Position")
    guardian = _card(duel, "Celtic Guardian")
    assert guardian.seq == 1 and guardian.position == S.FACEUP_DEFENSE
    assert not Script(duel).has("activate", SPIDER)


def test_link_spider_cannot_use_its_effect_when_it_points_to_no_free_zone_of_yours():
    table = Table(rules="MR5")
    table.monster(0, SPIDER, zone=5)
    table.monster(0, "Vorse Raider", zone=1)
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("activate", SPIDER)
    table = Table(rules="MR5")
    table.monster(0, SPIDER, zone=2)               # in a Main Monster Zone its arrow points off the field
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("activate", SPIDER)


# ---------------------------------------------------------------- Proxy Dragon
def _proxy_attacked(answer):
    """Player 1's Summoned Skull (2500) attacks player 0's Proxy Dragon (1400) in zone 1;
    Proxy Dragon points to Blade Knight (zone 0) and zone 2."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    proxy = table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=0)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=proxy, player=1)
    s.pick(answer, player=0, request="yes_no")
    return duel


def test_proxy_dragon_destroys_a_monster_it_points_to_instead_of_itself_in_battle():
    duel = _proxy_attacked("yes")
    assert field_monsters(duel, 0) == [PROXY]
    assert grave(duel, 0) == ["Blade Knight"]
    assert lp(duel) == (8000 - 1100, 8000)         # the battle damage is not replaced
    check_invariants(duel)


def test_proxy_dragon_its_controller_may_decline():
    duel = _proxy_attacked("no")
    assert field_monsters(duel, 0) == ["Blade Knight"]
    assert grave(duel, 0) == [PROXY]


def test_proxy_dragon_saves_your_spells_and_traps_from_a_card_effect():
    """Heavy Storm would destroy player 0's two Set cards; Proxy Dragon's controller destroys
    Blade Knight, the monster it points to, instead, and both stay (the rule:
    tests/rules/test_destruction_replacement.py)."""
    table = Table(rules="MR5", turn=4, turn_player=1)
    table.monster(0, PROXY, zone=1)
    table.monster(0, "Blade Knight", zone=0)
    table.spell_trap(0, "Mirror Force")
    table.spell_trap(0, "Pot of Greed")
    table.hand(1, "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("yes", player=0, request="yes_no")
    assert sorted(c.name for c in duel.players[0].szone if c is not None) == ["Mirror Force", "Pot of Greed"]
    assert grave(duel, 0) == ["Blade Knight"] and field_monsters(duel, 0) == [PROXY]
    check_invariants(duel)


def test_proxy_dragon_is_link_summoned_with_any_two_monsters():
    table = Table(rules="MR5")
    table.extra(0, PROXY)
    table.monster(0, TOKEN, position="defense")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("link_summon", PROXY)
    s.pick("select", "Sheep Token")
    assert field_monsters(duel, 0) == [PROXY] and grave(duel, 0) == ["Celtic Guardian"]


# ------------------------------------------------------------------ Linkuriboh
def test_linkuriboh_is_link_summoned_with_one_level_1_monster():
    table = Table(rules="MR5")
    table.extra(0, KURIBOH)
    table.monster(0, "Blade Knight")
    duel = table.build()
    assert not Script(duel).has("link_summon", KURIBOH)
    table.monster(0, "Kuriboh")
    duel = table.build()
    Script(duel).pick("link_summon", KURIBOH)
    assert field_monsters(duel, 0) == ["Blade Knight", KURIBOH] and grave(duel, 0) == ["Kuriboh"]


def test_linkuriboh_tributes_itself_to_make_the_attackers_atk_0():
    """Summoned Skull attacks Celtic Guardian (1400); Linkuriboh is Tributed and the attacker's
    ATK becomes 0 for the turn: it is destroyed by battle and its controller takes 1400."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, KURIBOH, zone=5)
    knight = table.monster(0, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=knight, player=1)
    s.pick("activate", KURIBOH, player=0)
    assert grave(duel, 0) == [KURIBOH]
    # a monster left player 0's field: the attack may be replayed (seed 004 §战斗阶段中的卷回)
    s.pick("retarget", "Summoned Skull", target=knight, player=1)
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 8000 - 1400)
    assert duel.atk(_card(duel, "Celtic Guardian")) == 1400


def test_linkuriboh_revives_itself_from_the_gy_once_per_turn_if_it_was_link_summoned():
    """Its own effect is no proper summon: a Linkuriboh never Link Summoned stays in the GY
    (seed 001 §具有蘇生限制的怪獸的特殊召喚); one that was comes back to a Main Monster Zone,
    Tributing a Level 1 monster."""
    table = Table(rules="MR5")
    table.grave(0, KURIBOH)
    table.monster(0, "Kuriboh")
    duel = table.build()
    assert not Script(duel).has("activate", KURIBOH)

    table = Table(rules="MR5")
    table.properly_summoned(table.grave(0, KURIBOH))
    table.monster(0, "Kuriboh", zone=2)
    table.monster(0, TOKEN, zone=3, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", KURIBOH)
    s.pick("select", "Kuriboh")
    revived = _card(duel, KURIBOH)
    assert revived.seq == 0 and revived.position == S.FACEUP_ATTACK
    assert grave(duel, 0) == ["Kuriboh"]
    duel.send_to_grave([revived])
    assert not Script(duel).has("activate", KURIBOH)      # once per turn
