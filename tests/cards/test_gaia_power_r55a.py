"""Gaia Power (56594520), Field Spell: while it is face-up on the field, every face-up EARTH
monster on the field, both players', gains 500 ATK and loses 400 DEF.

Sources: the card's text in our words (the 2005 TCG text, MRL: EARTH monsters +500 ATK, -400 DEF;
yugioh-wiki.net 《ガイアパワー》, the OCG text "フィールド上に表側表示で存在する地属性モンスター";
today's text the same: no ERAS entry). A loss larger than the DEF shows 0 (seed 000 §攻擊力/守備力:
ATK and DEF never show below 0; tests/rules/test_atk_gains_losses_and_becomes_r39r.py). Imperial
Order negates the effects of every Spell Card on the field (its text; seed 000 §永續效果), Field
Spells included: Gaia Power then changes nothing while it stays face-up."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _passes(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_gaia_power_earth_monsters_of_both_players_gain_atk_and_lose_def():
    """Q: I activate Gaia Power with my Berserk Gorilla (EARTH, 2000/1000), my opponent's Giant
    Rat (EARTH, 1400/1450) and Mystical Elf (LIGHT, 800/2000) on the field. A: both EARTH monsters
    gain 500 ATK and lose 400 DEF (2500/600, 1900/1050); the LIGHT Elf keeps 800/2000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    refs = [table.monster(0, "Berserk Gorilla"), table.monster(1, "Giant Rat"), table.monster(1, "Mystical Elf")]
    table.hand(0, "Gaia Power")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gaia Power", request="idle")
    _passes(s)
    assert duel.players[0].fzone.name == "Gaia Power"
    assert [_stats(duel, r) for r in refs] == [(2500, 600), (1900, 1050), (800, 2000)]


def test_gaia_power_def_loss_shows_0_not_below():
    """Q: I Normal Summon Nimble Momonga (EARTH, 1000/100) while Gaia Power is face-up. A: it
    gains 500 ATK at once (1500); its DEF shows 0, not -300."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Gaia Power")
    momonga = table.hand(0, "Nimble Momonga")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Nimble Momonga", request="idle")
    _passes(s)
    assert _stats(duel, momonga) == (1500, 0)


def test_gaia_power_def_loss_lets_an_attacker_through_a_face_down_defender():
    """Q: my opponent's Giant Soldier of Stone (EARTH, 1300/2000) is Set; under Gaia Power my Mad
    Dog of Darkness (DARK, 1900) attacks it. A: face-down it showed 2000 DEF; flipped face-up before
    damage calculation it has 1600 DEF, so it is destroyed and nobody takes damage (without Gaia
    Power the Dog would have bounced off for 100)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(0, "Gaia Power")
    table.monster(0, "Mad Dog of Darkness")
    soldier = table.monster(1, "Giant Soldier of Stone", position="set")
    seen = []
    table.at("damage_step_start", lambda duel: seen.append(duel.defense(soldier.card(duel))))
    table.at("before_damage_calculation", lambda duel: seen.append(duel.defense(soldier.card(duel))))
    duel = table.build()
    Script(duel).pick("attack", "Mad Dog of Darkness", target=soldier, request="battle")
    assert seen == [2000, 1600]
    assert grave(duel, 1) == ["Giant Soldier of Stone"] and duel.players[0].lp == 8000


def test_gaia_power_negated_by_imperial_order():
    """Q: my Gaia Power is face-up with my Berserk Gorilla at 2500/600; my opponent activates a Set
    Imperial Order. A: Gaia Power's effect is negated: it stays face-up in my Field Zone but the
    Gorilla is back at 2000/1000."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Gaia Power")
    gorilla = table.monster(0, "Berserk Gorilla")
    table.spell_trap(1, "Imperial Order")
    duel = table.build()
    assert _stats(duel, gorilla) == (2500, 600)
    s = Script(duel)
    s.pick("battle", request="idle")
    s.pick("activate", "Imperial Order", player=1, request="chain")
    _passes(s)
    assert duel.players[0].fzone.name == "Gaia Power" and duel.players[0].fzone.face_up
    assert _stats(duel, gorilla) == (2000, 1000)
