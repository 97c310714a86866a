"""Gladiator Beasts: the "tag out" at the end of the Battle Phase, the effects a Gladiator Beast
gets when the effect of a Gladiator Beast monster Special Summons it, the contact fusion that
shuffles its materials into the Deck, and Indomitable Gladiator Beast.

Cards: Gladiator Beast Bestiari, Gladiator Beast Laquari, Gladiator Beast Gyzarus, Indomitable
Gladiator Beast (Gladiator Beast Andal is a Normal Monster without a script). Seeds: 004
§战斗阶段的流程 (结束步骤), 000 §融合召喚, §特殊召喚, §怪獸的表示形式.
Rulings (Konami's Gladiator Beast FAQ): shuffling the Gladiator Beast into the Deck is the cost
of its tag out, so it needs another Gladiator Beast it could summon from the Deck; "battled"
means it went through damage calculation (an attack negated before it did not battle); a
Gladiator Beast flipped face-down is a new card that did not battle; the tag out works at the
end of the opponent's Battle Phase too.
"""

from duelist.cards.db import find_card
from duelist.cards.registry import is_implemented
from duelist.engine.names import M
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _battle(**kw):
    """Player 0's Battle Step, turn 3; both players have a Deck to draw from later."""
    table = Table(rules=kw.pop("rules", "MR5"), turn=3, turn_player=0, phase="battle_step", **kw)
    table.deck(1, ["Battle Ox"] * 5)
    return table


def _main1():
    """Player 0's Main Phase 1, turn 3."""
    return Table(rules="MR5", turn=3, turn_player=0, phase="main1")


def _beasts(*monsters, deck=()):
    """`_battle()` with `monsters` face-up in player 0's Attack Position and `deck` as
    player 0's Deck."""
    table = _battle()
    for name in monsters:
        table.monster(0, name)
    table.deck(0, list(deck))
    return table


def _attack_and_end_battle(table, *attackers):
    """Each of `attackers` attacks directly, then player 0 ends the Battle Phase: the duel
    at the point the tag outs are asked."""
    duel = table.build()
    s = Script(duel)
    for attacker in attackers:
        s.pick("attack", attacker, target="player")
    s.pick("end_battle")
    return duel, s


def _revive_with_monster_reborn(table, name):
    """Player 0 revives `name` from the GY with Monster Reborn, in Attack Position."""
    table.hand(0, "Monster Reborn")
    table.grave(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", name)
    s.pick("option", "Attack Position", request="option")
    return duel, s


def _deck_names(duel, player=0):
    return sorted(c.name for c in duel.players[player].deck)


def _pass_until(s, duel, kind):
    """Both players pass every response window until the pending request is `kind`."""
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == kind


# ------------------------------------------------------------------ tag out
def test_gladiator_beast_bestiari_tags_out_for_laquari_at_the_end_of_the_battle_phase():
    """seed 004 §战斗阶段的流程 (结束步骤): at the end of the Battle Phase, Gladiator Beast Bestiari,
    which battled (a direct attack goes through damage calculation too), may shuffle itself
    into the Deck (the cost) to Special Summon another Gladiator Beast from the Deck, never a
    Bestiari. Laquari, Special Summoned by a Gladiator Beast's effect, has 2100 original ATK."""
    table = _beasts("Gladiator Beast Bestiari", deck=["Gladiator Beast Laquari", "Battle Ox",
                                                      "Gladiator Beast Bestiari", "Gladiator Beast Andal"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Bestiari")
    s.pick("yes", request="yes_no", player=0)
    assert sorted(o.name for o in s.options("select")) == ["Gladiator Beast Andal", "Gladiator Beast Laquari"]
    s.pick("select", "Gladiator Beast Laquari")
    s.pick("option", "Attack Position", request="option")
    laquari = duel.monsters(0)[0]
    assert laquari.name == "Gladiator Beast Laquari" and duel.atk(laquari) == 2100
    assert _deck_names(duel) == ["Battle Ox", "Gladiator Beast Andal", "Gladiator Beast Bestiari",
                                 "Gladiator Beast Bestiari"]
    assert duel.phase == "main2" and duel.players[1].lp == 8000 - 1500


def test_gladiator_beast_laquari_tagged_in_keeps_2100_atk_in_a_determinized_copy():
    """Which effect Special Summoned Laquari is public (both players saw Bestiari's tag out):
    a copy of the duel as either player knows it (determinization re-deals the Deck, where
    Bestiari went back) still has Laquari at 2100 ATK. Found by fuzzing determinization at
    quiet points of Gladiator Beast duels (seed 8200124, decision 30)."""
    from duelist.engine.determinize import determinize
    table = _beasts("Gladiator Beast Bestiari",
                    deck=["Gladiator Beast Laquari", "Battle Ox", "Battle Ox", "Battle Ox", "Gladiator Beast Andal"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Bestiari")
    s.pick("yes", request="yes_no", player=0)
    s.pick("select", "Gladiator Beast Laquari")
    s.pick("option", "Attack Position", request="option")
    assert duel.request.kind == "idle" and duel.atk(duel.monsters(0)[0]) == 2100
    for player in (0, 1):
        for seed in range(8):
            copy = determinize(duel, player, seed)
            assert copy.view(player) == duel.view(player)
            assert duel.atk(duel.monsters(0)[0]) == 2100 == copy.atk(copy.monsters(0)[0])


def test_a_tag_out_on_the_chain_names_the_beast_by_the_uid_it_was_activated_with():
    """The tag out's cost shuffles the Beast into the Deck, where its new uid would tell
    where the shuffle put it: while the tag out waits on the chain, every view names the
    Beast by the uid it had on the field when it activated (the public activation). Found
    by the leak twins on the Gladiator Beast theme (seed 10200018, decision 87)."""
    table = _beasts("Gladiator Beast Bestiari",
                    deck=["Gladiator Beast Laquari", "Battle Ox", "Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="player")
    _pass_until(s, duel, "battle")
    field_uid = duel.monsters(0)[0].uid
    s.pick("end_battle")
    _pass_until(s, duel, "yes_no")                  # the Battle Step ends
    s.pick("yes", request="yes_no", player=0)
    assert duel.request.kind == "option" and duel.monsters(0) == []     # resolving: which position?
    for viewer in (0, 1, None):
        chain = duel.view(viewer)["chain"]
        assert [(c["name"], c["uid"]) for c in chain] == [("Gladiator Beast Bestiari", field_uid)]
    chained = [e for e in duel.log_for(1) if e["type"] in ("chain", "resolve")]
    assert [(e["type"], e["uid"]) for e in chained] == [("chain", field_uid), ("resolve", field_uid)]


def test_gladiator_beast_bestiari_tags_out_from_a_full_field():
    """seed 000 §特殊召喚: a summon that makes room by sending monsters away first needs no free
    zone beforehand: with five monsters, Bestiari's tag out (its cost shuffles it away) still
    summons Laquari, to the zone Bestiari left."""
    table = _battle()
    table.monster(0, "Battle Ox", position="defense")
    table.monster(0, "Battle Ox", position="defense")
    bestiari = table.monster(0, "Gladiator Beast Bestiari")
    table.monster(0, "Battle Ox", position="defense")
    table.monster(0, "Battle Ox", position="defense")
    table.deck(0, ["Gladiator Beast Laquari"])
    duel, s = _attack_and_end_battle(table, bestiari)
    s.pick("yes", request="yes_no", player=0)
    s.pick("option", "Attack Position", request="option")
    assert duel.players[0].mzone[2].name == "Gladiator Beast Laquari"
    assert duel.atk(duel.players[0].mzone[2]) == 2100


def test_gladiator_beast_laquari_and_bestiari_tag_out_each_on_its_own_chain():
    """Konami FAQ: two Gladiator Beasts that battled each tag out at the end of the Battle
    Phase, but on chains of their own, one activated and resolved after the other, in the
    order the turn player picks (as "during the End Phase" triggers, seed 000 §誘發效果).
    Bestiari goes first and brings Andal; Laquari's tag out, asked only then, may take the
    Bestiari just shuffled back (the only Gladiator Beast left that is not a Laquari)."""
    table = _beasts("Gladiator Beast Laquari", "Gladiator Beast Bestiari",
                    deck=["Gladiator Beast Andal", "Gladiator Beast Laquari"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Laquari", "Gladiator Beast Bestiari")
    s.pick("chain_trigger", "Gladiator Beast Bestiari", request="order", player=0)
    s.pick("yes", "Gladiator Beast Bestiari", request="yes_no")
    s.pick("select", "Gladiator Beast Andal")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Gladiator Beast Andal", "Gladiator Beast Laquari"]
    s.pick("yes", "Gladiator Beast Laquari", request="yes_no")
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Gladiator Beast Andal", "Gladiator Beast Bestiari"]
    assert _deck_names(duel) == ["Gladiator Beast Laquari", "Gladiator Beast Laquari"]
    assert duel.phase == "main2"


def test_gladiator_beast_laquari_normal_summoned_keeps_1800_atk():
    """Gladiator Beast Laquari's 2100 ATK needs a Special Summon by the effect of a Gladiator
    Beast monster: Normal Summoned it has its printed 1800."""
    table = _main1()
    table.hand(0, "Gladiator Beast Laquari")
    duel = table.build()
    Script(duel).pick("summon", "Gladiator Beast Laquari")
    assert duel.atk(duel.monsters(0)[0]) == 1800


def test_gladiator_beast_laquari_revived_by_monster_reborn_keeps_1800_atk():
    """A Special Summon by a Spell (Monster Reborn) is not one by the effect of a Gladiator
    Beast monster: Laquari keeps 1800 ATK."""
    duel, s = _revive_with_monster_reborn(_main1(), "Gladiator Beast Laquari")
    laquari = duel.monsters(0)[0]
    assert duel.atk(laquari) == 1800
    # the engine remembers that a Spell's effect (Monster Reborn's, not a monster's) summoned it
    reborn = duel.players[0].grave[0]
    assert reborn.name == "Monster Reborn" and duel.marked(laquari, M.SUMMON_SOURCE) == [reborn.code, False]


def test_gladiator_beast_laquari_tags_out_and_bestiari_destroys_a_set_card():
    """Gladiator Beast Laquari battles, tags out for Gladiator Beast Bestiari; Bestiari, Special
    Summoned by the effect of a Gladiator Beast monster, may destroy 1 targeted Spell/Trap."""
    table = _battle()
    table.monster(0, "Gladiator Beast Laquari")
    ox = table.monster(1, "Hitotsu-Me Giant")
    force = table.spell_trap(1, "Mirror Force", set_this_turn=True)
    table.deck(0, ["Gladiator Beast Bestiari"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Laquari", target=ox)
    s.pick("end_battle")
    s.pick("yes", request="yes_no", player=0)                  # Laquari's tag out
    s.pick("option", "Defense Position", request="option")    # the only Gladiator Beast: no choice
    s.pick("yes", request="yes_no", player=0)                  # Bestiari's "tagged in" effect
    s.pick("target", force)
    _pass_until(s, duel, "idle")
    assert field_monsters(duel, 0) == ["Gladiator Beast Bestiari"]
    assert grave(duel, 1) == ["Hitotsu-Me Giant", "Mirror Force"]
    assert _deck_names(duel) == ["Gladiator Beast Laquari"]


def test_gladiator_beast_bestiari_revived_by_monster_reborn_destroys_nothing():
    """Bestiari's effect needs a Special Summon by the effect of a Gladiator Beast monster:
    brought back by Monster Reborn, it has no trigger."""
    table = _main1()
    table.spell_trap(1, "Mirror Force")
    duel, s = _revive_with_monster_reborn(table, "Gladiator Beast Bestiari")
    _pass_until(s, duel, "idle")
    assert field_monsters(duel, 0) == ["Gladiator Beast Bestiari"] and grave(duel, 1) == []


def test_gladiator_beast_bestiari_that_did_not_battle_cannot_tag_out():
    """Only a Gladiator Beast that battled tags out: Laquari attacked, Bestiari did not."""
    table = _beasts("Gladiator Beast Laquari", "Gladiator Beast Bestiari", deck=["Gladiator Beast Andal"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Laquari")
    assert [o.name for o in s.options("yes")] == ["Gladiator Beast Laquari"]
    s.pick("no", request="yes_no", player=0)
    assert duel.phase == "main2" and len(duel.monsters(0)) == 2


def test_gladiator_beast_bestiari_whose_attack_was_negated_did_not_battle():
    """Konami FAQ: "battled" needs damage calculation; Magic Cylinder negates Bestiari's attack
    before it, so Bestiari cannot tag out."""
    table = _beasts("Gladiator Beast Bestiari", deck=["Gladiator Beast Laquari"])
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Bestiari", target="player")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Gladiator Beast Bestiari", player=1)
    _pass_until(s, duel, "battle")
    assert duel.players[0].lp == 8000 - 1500
    s.pick("end_battle")
    assert duel.request.kind == "idle" and duel.phase == "main2"
    assert field_monsters(duel, 0) == ["Gladiator Beast Bestiari"]


def test_gladiator_beast_laquari_tag_out_needs_another_gladiator_beast_in_the_deck():
    """Konami FAQ: the tag out cannot be activated when the Deck holds no Gladiator Beast it may
    summon (only another Laquari, and a monster of no archetype)."""
    table = _beasts("Gladiator Beast Laquari", deck=["Gladiator Beast Laquari", "Battle Ox"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Laquari")
    assert duel.request.kind == "idle" and duel.phase == "main2"


def test_gladiator_beast_laquari_flipped_face_down_after_battling_cannot_tag_out():
    """Konami FAQ: a Gladiator Beast turned face-down after it battled is a new card: turned
    face-up again before the end of the Battle Phase (Book of Moon, then Ceasefire), it has
    not battled and cannot tag out."""
    table = _beasts("Gladiator Beast Laquari", deck=["Gladiator Beast Bestiari"])
    table.spell_trap(0, "Ceasefire")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Laquari", target="player")
    _pass_until(s, duel, "battle")
    s.pick("end_battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Gladiator Beast Laquari", player=1)
    _pass_until(s, duel, "battle")                 # the Battle Step comes back to player 0
    assert duel.monsters(0)[0].position == "set"
    s.pick("activate", "Ceasefire")
    _pass_until(s, duel, "battle")
    assert duel.monsters(0)[0].position == "defense"
    s.pick("end_battle")
    _pass_until(s, duel, "idle")
    assert duel.phase == "main2" and field_monsters(duel, 0) == ["Gladiator Beast Laquari"]


def test_gladiator_beast_bestiari_tags_out_at_the_end_of_the_opponents_battle_phase():
    """Konami FAQ (Gladiator Beast Domitianus): a Gladiator Beast that was attacked tags out at
    the end of the opponent's Battle Phase."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Gladiator Beast Bestiari")
    giant = table.monster(1, "Hitotsu-Me Giant")
    table.deck(0, ["Gladiator Beast Laquari"])
    table.deck(1, ["Battle Ox"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", giant, target="Gladiator Beast Bestiari", player=1)
    s.pick("end_battle", player=1)
    s.pick("yes", request="yes_no", player=0)
    s.pick("option", "Attack Position", request="option", player=0)
    laquari = duel.monsters(0)[0]
    assert laquari.name == "Gladiator Beast Laquari" and duel.atk(laquari) == 2100
    assert grave(duel, 1) == ["Hitotsu-Me Giant"] and duel.phase == "main2"


# ------------------------------------------------------------------ Gyzarus
def _gyzarus_table(**kw):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1", **kw)
    table.extra(0, "Gladiator Beast Gyzarus")
    table.deck(1, ["Battle Ox"] * 5)
    return table


def test_gladiator_beast_gyzarus_shuffles_bestiari_and_a_gladiator_beast_into_the_deck():
    """seed 000 §融合召喚 (last point): Gladiator Beast Gyzarus needs no Polymerization; it is
    Special Summoned from the Extra Deck by shuffling Gladiator Beast Bestiari and 1 other
    Gladiator Beast you control into the Deck, properly summoned. It then may destroy up to 2
    targeted cards on the field."""
    table = _gyzarus_table()
    table.monster(0, "Gladiator Beast Bestiari")
    table.monster(0, "Gladiator Beast Andal")
    force = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Magic Cylinder")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Gladiator Beast Gyzarus")
    s.pick("option", "Attack Position", request="option")
    gyzarus = duel.monsters(0)[0]
    assert gyzarus.name == "Gladiator Beast Gyzarus" and duel.properly_summoned(gyzarus)
    assert _deck_names(duel) == ["Gladiator Beast Andal", "Gladiator Beast Bestiari"] and grave(duel, 0) == []
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", force)
    s.pick("target", "Battle Ox")
    _pass_until(s, duel, "idle")
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Mirror Force"]


def test_gladiator_beast_gyzarus_needs_bestiari_face_up():
    """Gyzarus names Gladiator Beast Bestiari: two other Gladiator Beasts are not its materials,
    and a face-down Bestiari cannot be shuffled in (seed 000 §怪獸的表示形式: a monster sent
    away for what it is must be seen), nor can Polymerization make it."""
    table = _gyzarus_table()
    table.monster(0, "Gladiator Beast Laquari")
    table.monster(0, "Gladiator Beast Andal")
    assert not Script(table.build()).has("special_summon", "Gladiator Beast Gyzarus")
    table = _gyzarus_table()
    table.monster(0, "Gladiator Beast Bestiari", position="set")
    table.monster(0, "Gladiator Beast Andal")
    assert not Script(table.build()).has("special_summon", "Gladiator Beast Gyzarus")
    table = _gyzarus_table()
    table.hand(0, "Polymerization", "Gladiator Beast Bestiari", "Gladiator Beast Andal")
    assert not Script(table.build()).has("activate", "Polymerization")


def test_gladiator_beast_gyzarus_tags_out_for_two_gladiator_beasts():
    """Gyzarus's tag out returns it to the Extra Deck and Special Summons 2 Gladiator Beasts
    from the Deck, never a Bestiari; both come by a Gladiator Beast monster's effect (Laquari:
    2100 ATK)."""
    table = _battle()
    table.monster(0, "Gladiator Beast Gyzarus", summon_kind="proc")
    table.deck(0, ["Gladiator Beast Laquari", "Gladiator Beast Bestiari", "Gladiator Beast Andal"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Gyzarus")
    s.pick("yes", request="yes_no", player=0)     # Laquari and Andal: the only two it may summon
    s.pick("option", "Attack Position", request="option")
    s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Gladiator Beast Andal", "Gladiator Beast Laquari"]
    laquari = [c for c in duel.monsters(0) if c.name == "Gladiator Beast Laquari"][0]
    assert duel.atk(laquari) == 2100
    assert [c.name for c in duel.players[0].extra] == ["Gladiator Beast Gyzarus"]
    assert _deck_names(duel) == ["Gladiator Beast Bestiari"]


def test_gladiator_beast_gyzarus_tag_out_needs_two_gladiator_beasts_in_the_deck():
    """Gyzarus summons 2: with one Gladiator Beast (other than Bestiari) in the Deck it cannot
    tag out."""
    table = _battle()
    table.monster(0, "Gladiator Beast Gyzarus", summon_kind="proc")
    table.deck(0, ["Gladiator Beast Laquari", "Gladiator Beast Bestiari"])
    duel, s = _attack_and_end_battle(table, "Gladiator Beast Gyzarus")
    assert duel.request.kind == "idle" and duel.phase == "main2"


# ------------------------------------------------------- Indomitable Gladiator Beast
def test_indomitable_gladiator_beast_wins_a_battle_in_the_damage_step():
    """Indomitable Gladiator Beast (Quick-Play Spell) gives a Gladiator Beast you control 500
    ATK; like any ATK change it may be activated in the Damage Step until damage calculation:
    Laquari (1800) then beats Mad Dog of Darkness (1900)."""
    table = _battle()
    table.monster(0, "Gladiator Beast Laquari")
    table.spell_trap(0, "Indomitable Gladiator Beast")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gladiator Beast Laquari", target=dog)
    s.pick("pass", request="chain", player=0)       # after the attack declaration
    s.pick("pass", request="chain", player=0)       # the start of the Damage Step
    assert duel.step == "damage"
    s.pick("activate", "Indomitable Gladiator Beast", request="chain", player=0)
    s.pick("target", "Gladiator Beast Laquari")
    assert grave(duel, 1) == ["Mad Dog of Darkness"] and duel.players[1].lp == 8000 - 400
    assert duel.atk(duel.monsters(0)[0]) == 2300


def test_indomitable_gladiator_beast_lasts_until_the_end_of_the_turn():
    """The 500 ATK lasts until the end of the turn: gone in the next turn."""
    table = _main1()
    table.monster(0, "Gladiator Beast Bestiari")
    table.hand(0, "Indomitable Gladiator Beast")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Indomitable Gladiator Beast")
    s.pick("target", "Gladiator Beast Bestiari")
    bestiari = duel.monsters(0)[0]
    assert duel.atk(bestiari) == 2000
    s.end_turn()
    assert duel.turn == 4 and duel.atk(bestiari) == 1500


def test_indomitable_gladiator_beast_targets_only_a_gladiator_beast_you_control():
    """It targets a face-up Gladiator Beast monster you control: not a Battle Ox, not the
    opponent's Gladiator Beast, not a face-down one."""
    table = _main1()
    table.hand(0, "Indomitable Gladiator Beast")
    table.monster(0, "Battle Ox")
    table.monster(0, "Gladiator Beast Andal", position="set")
    table.monster(1, "Gladiator Beast Laquari")
    assert not Script(table.build()).has("activate", "Indomitable Gladiator Beast")


def test_indomitable_gladiator_beast_returns_from_the_gy_by_shuffling_two_gladiator_beast_cards():
    """From the GY: shuffle 2 other Gladiator Beast cards (monsters, a Fusion Monster going back
    to the Extra Deck) from your GY into the Deck as the cost, then add Indomitable Gladiator
    Beast to the hand."""
    table = _main1()
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Bestiari", "Battle Ox")
    table.grave(0, "Gladiator Beast Gyzarus")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Indomitable Gladiator Beast")
    assert sorted(o.name for o in s.options("select")) == ["Gladiator Beast Bestiari", "Gladiator Beast Gyzarus"]
    s.pick("select", "Gladiator Beast Bestiari")
    s.pick("select", "Gladiator Beast Gyzarus")
    _pass_until(s, duel, "idle")
    assert hand(duel, 0) == ["Indomitable Gladiator Beast"] and grave(duel, 0) == ["Battle Ox"]
    assert _deck_names(duel) == ["Gladiator Beast Bestiari"]
    assert [c.name for c in duel.players[0].extra] == ["Gladiator Beast Gyzarus"]


def test_indomitable_gladiator_beast_needs_two_other_gladiator_beast_cards_in_the_gy():
    """With one other Gladiator Beast card in the GY its GY effect cannot be used."""
    table = _main1()
    table.grave(0, "Indomitable Gladiator Beast", "Gladiator Beast Bestiari", "Battle Ox")
    assert not Script(table.build()).has("activate", "Indomitable Gladiator Beast")


def test_gladiator_beast_andal_is_a_plain_normal_monster():
    """Gladiator Beast Andal is a Normal Monster of the archetype: no script needed."""
    data = find_card("Gladiator Beast Andal")
    assert data.is_normal_monster and "Gladiator Beast" in data.series and is_implemented(data)
