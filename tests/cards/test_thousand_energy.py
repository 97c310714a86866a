"""Thousand Energy (5703682): the original ATK and DEF of your face-up Level 2 Normal Monsters go up by
1000; in this turn's End Phase every Level 2 Normal Monster you control is destroyed.

Sources, in our words: the card's text (AST 2004 and today's print agree; no ERAS entry); the OCG text
《サウザンドエナジー》 (the *original* ATK and DEF of your face-up Level 2 Normal Monsters rise by 1000;
in this turn's End Phase all your Level 2 Normal Monsters are destroyed). Our readings: it needs such a
monster to be activated; Effect Monsters and other Levels are untouched; the End Phase destruction
is a delayed effect (no chain link, as Limiter Removal's) that takes the Level 2 Normal Monsters
its player controls then, one summoned after it resolved too; since it raises the original values,
a "becomes half its original ATK" (Shrink) works from the raised value."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

TE = "Thousand Energy"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_thousand_energy_raises_level_2_normal_monsters_and_destroys_them_in_the_end_phase():
    """Q: I control Doron (900/500), Flame Viper (400/450) and Sasuke Samurai (a Level 2 Effect
    Monster) and activate Thousand Energy. A: Doron becomes 1900/1500 and Flame Viper 1400/1450,
    Sasuke Samurai is unchanged; in my End Phase Doron and Flame Viper are destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TE)
    doron = table.monster(0, "Doron")
    viper = table.monster(0, "Flame Viper")
    sasuke = table.monster(0, "Sasuke Samurai")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TE)
    _pass_all(s)
    stats = [(c.card(duel).name, duel.atk(c.card(duel)), duel.defense(c.card(duel))) for c in (doron, viper, sasuke)]
    assert stats == [("Doron", 1900, 1500), ("Flame Viper", 1400, 1450), ("Sasuke Samurai", 500, 800)]
    s.end_turn()
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Doron", "Flame Viper", TE]
    assert [c.name for c in duel.monsters(0)] == ["Sasuke Samurai"]


def test_thousand_energy_needs_a_face_up_level_2_normal_monster():
    """Q: my only monsters are a face-down Doron and a face-up Battle Ox (Level 4). A: Thousand Energy
    cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TE)
    table.monster(0, "Doron", position="set")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", TE)


def test_thousand_energy_end_phase_takes_a_level_2_normal_monster_summoned_later():
    """Q: after Thousand Energy resolved on my Doron, I Normal Summon Flame Viper. A: Flame Viper keeps
    its 400 ATK (it was not there), but in the End Phase both Level 2 Normal Monsters are destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TE, "Flame Viper")
    table.monster(0, "Doron")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TE)
    _pass_all(s)
    s.pick("summon", "Flame Viper")
    _pass_all(s)
    viper = [c for c in duel.monsters(0) if c.name == "Flame Viper"][0]
    assert duel.atk(viper) == 400
    s.end_turn()
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Doron", "Flame Viper", TE] and duel.monsters(0) == []


def test_thousand_energy_raised_original_atk_is_what_shrink_halves():
    """Q: after Thousand Energy resolved (Doron's original ATK now 1900), my opponent activates Shrink
    on my Doron as I enter the Battle Phase. A: Shrink works from the original ATK it has now: 950."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, TE)
    doron = table.monster(0, "Doron")
    table.spell_trap(1, "Shrink")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", TE)
    _pass_all(s)
    s.pick("battle")
    s.pick("activate", "Shrink", player=1, request="chain")
    s.pick("target", doron, player=1)
    _pass_all(s)
    assert duel.atk(doron.card(duel)) == 950
