"""Toon monsters, seed 004 §特殊效果怪兽 ("特殊效果怪兽：一般是已经成为一个系列的效果，比如卡通，灵魂，
同盟等等": the Toons are one of the effect families with rules of their own). Toon World
(15259703) and the first Toons: Toon Mermaid (no Tribute), Toon Summoned Skull (1 Tribute),
Manga Ryu-Ran (2 Tributes).

Their rules, as their texts and rulings give them (the 2005 texts say the same: the engine
plays one text in both eras): Toon World's activation costs 1000 LP; a Toon is never Normal
Summoned or Set, it is Special Summoned from the hand by its own procedure while its player
controls a face-up Toon World, Tributing as many monsters as a Tribute Summon of its Level
would (not a Tribute Summon); it cannot attack the turn it was Special Summoned; its controller
pays 500 LP to declare an attack with it; it attacks the opponent directly unless they control
a face-up Toon monster, and then it may attack only a Toon monster; if a Toon World on the field
is destroyed, every Toon is destroyed too, without a chain link, while one that only left the
field (returned to the hand) takes none with it; its effects negated (Skill Drain), none of
this applies to it."""

import importlib

from duelist.cards.registry import script_index
from duelist.engine.effects import CONTINUOUS
from duelist.engine.names import C
from duelist.testing.reads import banished, field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

DECK = ["Celtic Guardian"] * 5


def _table(turn=3, phase="main1", lp_=None):
    table = Table(turn=turn, turn_player=0, phase=phase, lp=lp_)
    table.deck(0, DECK)
    table.deck(1, DECK)
    return table


def _settle(s, duel, until="idle"):
    """Pass every priority until the duel asks `until` again."""
    for _ in range(12):
        if duel.request.kind == until:
            return
        s.pick("pass")
    raise AssertionError("still %r" % duel.request.kind)


def _attack_targets(duel, name):
    """The targets the Battle Step menu offers `name` ("player": a direct attack)."""
    out = []
    for o in duel.request.options:
        if o.kind == "attack" and o.name == name:
            out.append("player" if o.target == "player" else o.target_name)
    return out


# ------------------------------------------------------------------ Toon World
def test_toon_world_activation_costs_1000_lp():
    """Toon World: "activate this card by paying 1000 LP" (a cost, paid on activation)."""
    table = _table()
    table.hand(0, "Toon World")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Toon World")
    _settle(s, duel)
    assert lp(duel) == (7000, 8000)
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [1000]
    assert duel.players[0].szone[0] is not None and duel.players[0].szone[0].name == "Toon World"


def test_toon_world_cannot_be_activated_without_1000_lp():
    """Toon World: its cost cannot be paid with 999 LP: no activation is offered (a Set is)."""
    table = _table(lp_=(999, 8000))
    table.hand(0, "Toon World")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Toon World")
    assert s.has("set_spell", "Toon World")


# ------------------------------------------------------------ summoning conditions
def test_toon_is_never_normal_summoned_or_set():
    """A Toon cannot be Normal Summoned or Set, with or without Toon World."""
    table = _table()
    table.hand(0, "Toon Mermaid")
    table.spell_trap(0, "Toon World", face_down=False)
    duel = table.build()
    s = Script(duel)
    assert not s.has("summon", "Toon Mermaid") and not s.has("set", "Toon Mermaid")
    assert s.has("special_summon", "Toon Mermaid")


def test_toon_needs_a_face_up_toon_world_of_its_own_player():
    """Special Summoned only while its player controls a face-up Toon World: not with none, not
    with a Set one, not with the opponent's."""
    for place in (None, "set", "opponent"):
        table = _table()
        table.hand(0, "Toon Mermaid")
        if place == "set":
            table.spell_trap(0, "Toon World", face_down=True)
        elif place == "opponent":
            table.spell_trap(1, "Toon World", face_down=False)
        duel = table.build()
        assert not Script(duel).has("special_summon", "Toon Mermaid"), place


def test_toon_summoned_skull_tributes_one_monster_toon_mermaid_none():
    """Toon Summoned Skull (Level 6) Tributes 1 monster, as a Tribute Summon of its Level would;
    Toon Mermaid (Level 4) none. Both are Special Summons: the turn's Normal Summon is left."""
    table = _table()
    table.hand(0, "Toon Summoned Skull", "Toon Mermaid", "Celtic Guardian")
    table.spell_trap(0, "Toon World", face_down=False)
    guardian = table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Toon Summoned Skull")
    s.pick("select", guardian)
    s.pick("option", request="option", first=True)
    _settle(s, duel)
    assert field_monsters(duel, 0) == ["Toon Summoned Skull"]
    assert grave(duel, 0) == ["Mystical Elf"]
    summon = of_type(duel, "special_summon")[-1]
    assert summon["name"] == "Toon Summoned Skull"
    s.pick("special_summon", "Toon Mermaid")
    s.pick("option", request="option", first=True)
    _settle(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Toon Mermaid", "Toon Summoned Skull"]
    assert s.has("summon", "Celtic Guardian")      # the Normal Summon is still there


def test_toon_summoned_skull_needs_a_monster_to_tribute():
    """No monster to Tribute: Toon Summoned Skull's procedure is not offered."""
    table = _table()
    table.hand(0, "Toon Summoned Skull")
    table.spell_trap(0, "Toon World", face_down=False)
    duel = table.build()
    assert not Script(duel).has("special_summon", "Toon Summoned Skull")


def test_manga_ryu_ran_tributes_two_monsters():
    """Manga Ryu-Ran (Level 7) Tributes 2 monsters, any way up: with one monster it is not
    offered; with a face-up and a Set one it is, and both go to the GY."""
    table = _table()
    table.hand(0, "Manga Ryu-Ran", "Celtic Guardian")
    table.spell_trap(0, "Toon World", face_down=False)
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", "Manga Ryu-Ran")     # one monster only
    s.pick("summon", "Celtic Guardian")
    _settle(s, duel)
    s.pick("special_summon", "Manga Ryu-Ran")
    s.pick("select", "Mystical Elf")
    s.pick("select", "Celtic Guardian")
    s.pick("option", request="option", first=True)
    _settle(s, duel)
    assert field_monsters(duel, 0) == ["Manga Ryu-Ran"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]


def test_toon_not_properly_summoned_cannot_be_revived():
    """"Must first be Special Summoned (from your hand)": a Toon Mermaid that went to the GY
    from the hand cannot be Special Summoned by Monster Reborn; one that was properly Special
    Summoned first can."""
    for proper in (False, True):
        table = _table()
        table.hand(0, "Monster Reborn")
        mermaid = table.grave(0, "Toon Mermaid")
        table.spell_trap(0, "Toon World", face_down=False)
        if proper:
            table.properly_summoned(mermaid)
        duel = table.build()
        assert Script(duel).has("activate", "Monster Reborn") is proper, proper


# ------------------------------------------------------------------- attacks
def _battle_table(opponent=(), lp_=None, toon_summoned_this_turn=False):
    table = _table(lp_=lp_)
    table.spell_trap(0, "Toon World", face_down=False)
    toon = table.monster(0, "Toon Mermaid", summoned_this_turn=toon_summoned_this_turn, summon_kind="proc")
    table.properly_summoned(toon)
    for name, position in opponent:
        table.monster(1, name, position=position)
    return table


def test_toon_cannot_attack_the_turn_it_is_special_summoned():
    """Toon Mermaid Special Summoned this turn: no attack is offered it in the Battle Step."""
    duel = _battle_table(toon_summoned_this_turn=True).build()
    s = Script(duel)
    s.pick("battle")
    s.expect("battle")
    assert _attack_targets(duel, "Toon Mermaid") == []


def test_toon_attacks_directly_while_the_opponent_has_no_toon_and_pays_500():
    """The opponent controls Mystical Elf, no Toon: Toon Mermaid may attack it or the opponent
    directly; declaring the attack costs its controller 500 LP."""
    duel = _battle_table(opponent=[("Mystical Elf", "attack")]).build()
    s = Script(duel)
    s.pick("battle")
    assert sorted(_attack_targets(duel, "Toon Mermaid")) == ["Mystical Elf", "player"]
    s.pick("attack", "Toon Mermaid", target="player")
    _settle(s, duel, until="battle")
    assert lp(duel) == (7500, 8000 - 1400)
    paid = of_type(duel, "pay_lp")
    assert [(e["player"], e["amount"]) for e in paid] == [(0, 500)]


def test_toon_must_attack_the_opponents_face_up_toon():
    """The opponent controls a face-up Toon (Toon Summoned Skull) and Mystical Elf: Toon Mermaid
    may attack only the Toon, never directly."""
    table = _battle_table(opponent=[("Mystical Elf", "attack"), ("Toon Summoned Skull", "attack")])
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    assert _attack_targets(duel, "Toon Mermaid") == ["Toon Summoned Skull"]


def test_a_face_down_toon_is_no_toon_for_the_attack_rule():
    """A face-down monster shows no card kind: the opponent's Set Toon Mermaid does not stop a
    direct attack, and may be attacked as any monster."""
    duel = _battle_table(opponent=[("Toon Mermaid", "set")]).build()
    s = Script(duel)
    s.pick("battle")
    targets = _attack_targets(duel, "Toon Mermaid")
    assert len(targets) == 2 and targets[-1] == "player"


def test_toon_cannot_attack_when_its_controller_cannot_pay_500():
    """With 400 LP its controller cannot pay the 500 LP: no attack is offered the Toon."""
    duel = _battle_table(lp_=(400, 8000)).build()
    s = Script(duel)
    s.pick("battle")
    assert _attack_targets(duel, "Toon Mermaid") == []


def test_a_non_toon_attacks_as_usual_beside_toons():
    """The rules are the Toon's own: the opponent's Toon does not limit a Normal Monster's
    attacks, nor does a Toon of its own side let it attack directly."""
    table = _battle_table(opponent=[("Toon Summoned Skull", "attack"), ("Mystical Elf", "attack")])
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    assert sorted(_attack_targets(duel, "Celtic Guardian")) == ["Mystical Elf", "Toon Summoned Skull"]


# ---------------------------------------------------- Toon World destroyed or gone
def test_toons_of_both_players_are_destroyed_with_toon_world_without_a_chain_link():
    """Mystical Space Typhoon destroys player 0's Toon World: player 0's Toon Mermaid and player
    1's Toon Summoned Skull (whose player has another, face-up, Toon World) are destroyed at
    once, by no chain link of their own ("a Toon World on the field" is either player's)."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon")
    world = table.spell_trap(0, "Toon World", face_down=False)
    table.spell_trap(1, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    table.monster(1, "Toon Summoned Skull", summon_kind="proc")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", world)
    _settle(s, duel)
    assert field_monsters(duel, 0) == []
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert "Toon Mermaid" in grave(duel, 0) and "Toon Summoned Skull" in grave(duel, 1)
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Mystical Space Typhoon"]
    destroyed = [e["name"] for e in of_type(duel, "destroyed", start)]
    assert destroyed[0] == "Toon World" and sorted(destroyed[1:]) == ["Toon Mermaid", "Toon Summoned Skull"]


def test_toon_world_returned_to_the_hand_leaves_the_toons():
    """Giant Trunade returns Toon World to the hand: it was not destroyed, the Toon stays (and,
    summoned before, still attacks directly)."""
    # player 1's turn: they return every Spell and Trap to the hand
    table = Table(turn=4, turn_player=1, phase="main1")
    table.deck(0, DECK)
    table.deck(1, DECK)
    table.hand(1, "Giant Trunade")
    table.spell_trap(0, "Toon World", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Giant Trunade")
    _settle(s, duel)
    assert hand(duel, 0) == ["Toon World"]
    assert field_monsters(duel, 0) == ["Toon Mermaid"]


def test_a_toon_summoned_after_one_toon_world_was_destroyed_stays():
    """Only the Toons on the field when a Toon World is destroyed go with it: a Toon Mermaid
    Special Summoned later that turn under a second Toon World stays."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon", "Toon Mermaid")
    first = table.spell_trap(0, "Toon World", face_down=False)
    table.spell_trap(0, "Toon World", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", first)
    _settle(s, duel)
    s.pick("special_summon", "Toon Mermaid")
    s.pick("option", request="option", first=True)
    _settle(s, duel)
    assert field_monsters(duel, 0) == ["Toon Mermaid"]


# -------------------------------------------------------------------- negated
def test_skill_drain_lets_a_toon_attack_at_once_without_paying_but_never_directly():
    """Skill Drain negates the Toon's effects on the field (the ruling): it may attack the turn
    it was Special Summoned, pays no LP, and attacks any monster there but never directly (the
    opponent's Toon Summoned Skull limits it no more)."""
    table = _battle_table(opponent=[("Mystical Elf", "attack"), ("Toon Summoned Skull", "attack")],
                          toon_summoned_this_turn=True)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    assert sorted(_attack_targets(duel, "Toon Mermaid")) == ["Mystical Elf", "Toon Summoned Skull"]
    s.pick("attack", "Toon Mermaid", target="Mystical Elf")
    _settle(s, duel, until="battle")
    assert lp(duel) == (8000, 8000 - 600) and not of_type(duel, "pay_lp")     # 1400 - 800
    assert grave(duel, 1) == ["Mystical Elf"]


def test_skill_drain_keeps_a_toon_on_the_field_when_toon_world_is_destroyed():
    """Skill Drain negates the Toon's effects: Toon World destroyed by Mystical Space Typhoon
    takes no Toon Mermaid with it (the ruling)."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon")
    world = table.spell_trap(0, "Toon World", face_down=False)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", world)
    _settle(s, duel)
    assert "Toon World" in grave(duel, 0)
    assert field_monsters(duel, 0) == ["Toon Mermaid"]


def test_the_2005_texts_play_the_same_rules_under_goat():
    """Under GOAT (the 2005 texts, which say the same for these rules): the attack costs 500 LP,
    a direct attack is offered beside the opponent's non-Toon monster, and Toon World's
    destruction takes the Toon with it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.deck(0, DECK)
    table.deck(1, DECK)
    table.hand(0, "Mystical Space Typhoon")
    world = table.spell_trap(0, "Toon World", face_down=False)
    toon = table.monster(0, "Toon Mermaid", summon_kind="proc")
    table.properly_summoned(toon)
    table.monster(1, "Mystical Elf")
    duel = table.build()
    assert duel.rules.card_texts == "2005"
    s = Script(duel)
    s.pick("battle")
    _settle(s, duel, until="battle")
    assert sorted(_attack_targets(duel, "Toon Mermaid")) == ["Mystical Elf", "player"]
    s.pick("attack", "Toon Mermaid", target="player")
    _settle(s, duel, until="battle")
    assert lp(duel) == (7500, 6600)
    s.pick("end_battle")
    _settle(s, duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", world)
    _settle(s, duel)
    assert field_monsters(duel, 0) == []


def test_every_card_with_an_attack_cost_or_target_limit_declares_the_tag_the_engine_reads_it_with():
    """The Battle Step reads `attack_lp_cost` only with a `cannot_attack` effect in the duel, and
    `attack_targets` only with a `direct_attack` one (engine/battle.py: no cost to a duel
    without them): every script (and era text) with the first has the second too."""
    for name in script_index().values():
        module = importlib.import_module("duelist.cards.scripts." + name)
        texts = [module.EFFECTS] + [era["EFFECTS"] for era in getattr(module, "ERAS", {}).values()
                                    if "EFFECTS" in era]
        for effects in texts:
            tags = set(e.tag for e in effects if e.kind == CONTINUOUS)
            if C.ATTACK_LP_COST in tags:
                assert C.CANNOT_ATTACK in tags, name
            if C.ATTACK_TARGETS in tags:
                assert C.DIRECT_ATTACK in tags, name


def test_a_replay_keeps_the_toons_direct_attack():
    """seed 004 §战斗阶段中的卷回 with a Toon: Toon Mermaid attacks directly, the opponent answers
    with Scapegoat (four Sheep Tokens, no Toon): the replay offers it the tokens, Mystical Elf and
    the direct attack again; the 500 LP were paid once, at the declaration."""
    table = _battle_table(opponent=[("Mystical Elf", "defense")])
    table.spell_trap(1, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _settle(s, duel, until="battle")
    s.pick("attack", "Toon Mermaid", target="player")
    s.pick("activate", "Scapegoat", player=1)
    _settle(s, duel, until="replay")
    targets = [("player" if o.target == "player" else o.target_name) for o in duel.request.options
               if o.kind == "retarget"]
    assert sorted(targets) == ["Mystical Elf"] + ["Sheep Token"] * 4 + ["player"]
    assert [e["amount"] for e in of_type(duel, "pay_lp")] == [500]


def test_a_toon_is_special_summoned_by_any_effect_only_with_toon_world():
    """"Cannot be Special Summoned unless you control Toon World" holds for every Special
    Summon: a properly summoned Toon Mermaid in the GY may be revived by Monster Reborn only
    while its player controls a face-up Toon World."""
    for world in (False, True):
        table = _table()
        table.hand(0, "Monster Reborn")
        mermaid = table.grave(0, "Toon Mermaid")
        table.properly_summoned(mermaid)
        if world:
            table.spell_trap(0, "Toon World", face_down=False)
        duel = table.build()
        assert Script(duel).has("activate", "Monster Reborn") is world, world


def test_a_non_toon_beside_a_toon_neither_attacks_directly_nor_pays():
    """The Toon's rules are its own (seed 004 §特殊效果怪兽): with no Toon opposite, Toon Mermaid
    may attack directly, but Celtic Guardian beside it may only attack Mystical Elf, and its
    attack costs no LP."""
    table = _battle_table(opponent=[("Mystical Elf", "attack")])
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    assert _attack_targets(duel, "Celtic Guardian") == ["Mystical Elf"]
    s.pick("attack", "Celtic Guardian", target="Mystical Elf")
    _settle(s, duel, until="battle")
    assert grave(duel, 1) == ["Mystical Elf"]
    assert lp(duel) == (8000, 8000 - 600) and not of_type(duel, "pay_lp")     # 1400 - 800


def test_toon_attacks_with_exactly_500_lp_left_to_pay():
    """A cost of LP may take all its player has: with exactly 500 LP its controller can pay the
    500 LP, so Toon Mermaid's attack is offered (directly: no Toon opposite), and declaring it
    leaves them 0 LP."""
    duel = _battle_table(lp_=(500, 8000)).build()
    s = Script(duel)
    s.pick("battle")
    assert _attack_targets(duel, "Toon Mermaid") == ["player"]
    s.pick("attack", "Toon Mermaid", target="player")
    assert [(e["player"], e["amount"]) for e in of_type(duel, "pay_lp")] == [(0, 500)]
    assert lp(duel)[0] == 0


# ------------------------------------------- round 38: rulings the first round left (h38o)
def _opponents_turn_table():
    """Player 1's turn 4: player 0 controls a face-up Toon World and Toon Mermaid, properly
    Special Summoned on an earlier turn."""
    table = Table(turn=4, turn_player=1, phase="main1")
    table.deck(0, DECK)
    table.deck(1, DECK)
    world = table.spell_trap(0, "Toon World", face_down=False)
    toon = table.monster(0, "Toon Mermaid", summon_kind="proc")
    table.properly_summoned(toon)
    return table, world


def test_a_toon_taken_by_change_of_heart_attacks_directly_for_its_new_controller_who_pays():
    """Change of Heart gives player 1 (no Toon World of their own) player 0's Toon Mermaid: the
    first Toons' attack rules ask for no Toon World, so it may attack at once (it was not
    Special Summoned this turn), directly since player 0 controls no Toon monster now, and
    its new controller pays the 500 LP (seed 004 §特殊效果怪兽; Change of Heart)."""
    table, _ = _opponents_turn_table()
    table.hand(1, "Change of Heart")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Toon Mermaid")
    _settle(s, duel)
    assert field_monsters(duel, 1) == ["Toon Mermaid"]
    s.pick("battle")
    _settle(s, duel, until="battle")
    assert sorted(_attack_targets(duel, "Toon Mermaid")) == ["Mystical Elf", "player"]
    s.pick("attack", "Toon Mermaid", target="player")
    _settle(s, duel, until="battle")
    assert [(e["player"], e["amount"]) for e in of_type(duel, "pay_lp")] == [(1, 500)]
    assert lp(duel) == (8000 - 1400, 7500)


def test_a_toon_taken_by_change_of_heart_must_attack_its_owners_other_toon():
    """The Toon's own controller's opponent is what counts: player 1's borrowed Toon Mermaid
    faces player 0's face-up Toon Summoned Skull, so it may attack only that Toon."""
    table, _ = _opponents_turn_table()
    table.hand(1, "Change of Heart")
    table.monster(0, "Toon Summoned Skull", summon_kind="proc")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Toon Mermaid")
    _settle(s, duel)
    s.pick("battle")
    _settle(s, duel, until="battle")
    assert _attack_targets(duel, "Toon Mermaid") == ["Toon Summoned Skull"]


def test_a_toon_taken_by_change_of_heart_is_destroyed_with_its_owners_toon_world():
    """"If Toon World on the field is destroyed" is any Toon World, whoever controls the Toon:
    player 1 borrows Toon Mermaid, then destroys player 0's Toon World with Mystical Space
    Typhoon; the borrowed Toon is destroyed too, to its owner's GY, by no chain link."""
    table, world = _opponents_turn_table()
    table.hand(1, "Change of Heart", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Toon Mermaid")
    _settle(s, duel)
    start = len(duel.log)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", world)
    _settle(s, duel)
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Toon Mermaid", "Toon World"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Mystical Space Typhoon"]


def test_a_toon_flip_summoned_without_toon_world_attacks_that_turn():
    """A Toon turned face-down (Book of Moon) is Flip Summoned as any monster: no Toon World is
    needed (the summoning condition is for Special Summons), and "cannot attack the turn it is
    Special Summoned" does not cover a Flip Summon: it attacks that turn, directly, for 500 LP."""
    table = _table()
    toon = table.monster(0, "Toon Mermaid", position="set", summon_kind="proc")
    table.properly_summoned(toon)
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Toon Mermaid")
    _settle(s, duel)
    assert field_monsters(duel, 0) == ["Toon Mermaid"]
    s.pick("battle")
    _settle(s, duel, until="battle")
    assert sorted(_attack_targets(duel, "Toon Mermaid")) == ["Mystical Elf", "player"]
    s.pick("attack", "Toon Mermaid", target="player")
    _settle(s, duel, until="battle")
    assert lp(duel) == (7500, 8000 - 1400)


def test_a_toon_revived_by_monster_reborn_cannot_attack_that_turn():
    """Monster Reborn Special Summons a properly summoned Toon Mermaid while its player controls
    Toon World: it was Special Summoned this turn, so no attack is offered it."""
    table = _table()
    table.hand(0, "Monster Reborn")
    table.spell_trap(0, "Toon World", face_down=False)
    mermaid = table.grave(0, "Toon Mermaid")
    table.properly_summoned(mermaid)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Toon Mermaid")
    for _ in range(12):
        if duel.request.kind == "idle":
            break
        s.pick("pass" if s.has("pass") else "option", first=True)
    assert field_monsters(duel, 0) == ["Toon Mermaid"]
    s.pick("battle")
    _settle(s, duel, until="battle")
    assert _attack_targets(duel, "Toon Mermaid") == []


def test_each_toon_attack_declaration_costs_its_own_500_lp():
    """"Pay 500 LP to declare an attack" is paid at each declaration, by the attacking Toon's
    controller: two Toons attacking directly in one Battle Phase cost 500 LP each."""
    table = _battle_table(opponent=[("Mystical Elf", "defense")])
    table.monster(0, "Toon Summoned Skull", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    _settle(s, duel, until="battle")
    s.pick("attack", "Toon Mermaid", target="player")
    _settle(s, duel, until="battle")
    s.pick("attack", "Toon Summoned Skull", target="player")
    _settle(s, duel, until="battle")
    assert [(e["player"], e["amount"]) for e in of_type(duel, "pay_lp")] == [(0, 500), (0, 500)]
    assert lp(duel) == (7000, 8000 - 1400 - 2500)


def test_toon_world_destroyed_under_dimensional_fissure_takes_the_toons_to_the_banishment():
    """Dimensional Fissure banishes monsters only: the destroyed Toon World goes to the GY, and
    Toon Summoned Skull, destroyed with it, is banished instead of going to the GY."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon")
    world = table.spell_trap(0, "Toon World", face_down=False)
    table.spell_trap(1, "Dimensional Fissure", face_down=False)
    table.monster(0, "Toon Summoned Skull", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", world)
    _settle(s, duel)
    assert field_monsters(duel, 0) == []
    assert "Toon World" in grave(duel, 0) and banished(duel, 0) == ["Toon Summoned Skull"]


def test_toon_world_destroyed_and_banished_by_macro_cosmos_still_takes_the_toons():
    """"If Toon World on the field is destroyed" holds wherever the destroyed card goes: with
    player 1's Macro Cosmos face-up, Mystical Space Typhoon destroys player 0's Toon World, which
    is banished instead of going to the GY; it was destroyed all the same, so Toon Mermaid is
    destroyed too (and banished, Macro Cosmos again), by no chain link."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon")
    world = table.spell_trap(0, "Toon World", face_down=False)
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", world)
    _settle(s, duel)
    assert field_monsters(duel, 0) == []
    assert sorted(banished(duel, 0)) == ["Mystical Space Typhoon", "Toon Mermaid", "Toon World"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Mystical Space Typhoon"]


def test_a_set_toon_world_destroyed_takes_no_toon_with_it():
    """A Set card shows no name: Mystical Space Typhoon destroying player 0's Set Toon World
    destroys no "Toon World on the field", and Toon Mermaid (summoned under the face-up copy
    beside it) stays."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Toon World", face_down=False)
    hidden = table.spell_trap(0, "Toon World", face_down=True)
    table.monster(0, "Toon Mermaid", summon_kind="proc")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", hidden)
    _settle(s, duel)
    assert "Toon World" in grave(duel, 0)
    assert field_monsters(duel, 0) == ["Toon Mermaid"]


def test_a_toon_tributes_to_make_room_with_five_monsters_on_the_field():
    """Seed 000 §上級召喚 (the Tributes leave before the monster is placed) and Toon Summoned
    Skull's own procedure: with all five Main Monster Zones full, Tributing one of them frees
    the zone the Toon takes. Toon Mermaid, which Tributes nothing, is not offered."""
    table = _table()
    table.hand(0, "Toon Summoned Skull", "Toon Mermaid")
    table.spell_trap(0, "Toon World", face_down=False)
    for name in ("Mystical Elf", "Celtic Guardian", "Celtic Guardian", "Celtic Guardian", "Celtic Guardian"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", "Toon Mermaid")
    s.pick("special_summon", "Toon Summoned Skull")
    s.pick("select", "Mystical Elf")
    s.pick("option", request="option", first=True)
    _settle(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian"] * 4 + ["Toon Summoned Skull"]
    assert grave(duel, 0) == ["Mystical Elf"]


def test_manga_ryu_ran_with_five_monsters_tributes_two_and_takes_a_freed_zone():
    """Manga Ryu-Ran with every Main Monster Zone full: two Tributes, the monster placed in a
    zone they freed; four monsters remain with it."""
    table = _table()
    table.hand(0, "Manga Ryu-Ran")
    table.spell_trap(0, "Toon World", face_down=False)
    for name in ("Mystical Elf", "Mystical Elf", "Celtic Guardian", "Celtic Guardian", "Celtic Guardian"):
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Manga Ryu-Ran")
    s.pick("select", "Mystical Elf", first=True)
    s.pick("select", "Mystical Elf", first=True)
    s.pick("option", request="option", first=True)
    _settle(s, duel)
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian"] * 3 + ["Manga Ryu-Ran"]
    assert grave(duel, 0) == ["Mystical Elf", "Mystical Elf"]


def test_a_toon_cannot_make_room_by_tributing_its_extra_monster_zone_monster():
    """A monster from the hand goes to a Main Monster Zone (seed 000 §怪獸區域): with the five
    Main Monster Zones full and a Fusion Monster in the Extra Monster Zone, Toon Summoned Skull's
    Tribute must be one of the five; the Extra Monster Zone's monster frees no zone it can take."""
    table = _table()
    table.hand(0, "Toon Summoned Skull")
    table.spell_trap(0, "Toon World", face_down=False)
    for name in ("Mystical Elf",) + ("Celtic Guardian",) * 4:
        table.monster(0, name)
    table.monster(0, "Chimeratech Fortress Dragon", zone=5, summon_kind="fusion")
    duel = table.build()
    assert duel.emz, "the default rules have Extra Monster Zones"
    s = Script(duel)
    s.pick("special_summon", "Toon Summoned Skull")
    names = sorted(o.name for o in duel.request.options)
    assert "Chimeratech Fortress Dragon" not in names and "Mystical Elf" in names
