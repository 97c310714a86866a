"""Mudora (82108372): its ATK rises by 200 per Fairy-Type Monster Card in its controller's GY (our words).

Sources, in our words: the card's texts (DCR-076, 2005, and today's: the same; no ERAS entry); the OCG
text (yugioh-wiki.net 《ムドラ》: your own GY only, a continuous effect). A continuous effect of a
face-up monster: Skill Drain negates it (its text), and the count follows the GY at every moment."""

from duelist.testing.scenario import Script, Table

MU = "Mudora"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_mudora_counts_the_fairy_monsters_of_its_own_gy():
    """Q: my GY holds Shining Angel, Airknight Parshath (Fairies), Battle Ox and Pot of Greed; my
    opponent's GY holds another Shining Angel. A: Mudora counts my two Fairies: 1500 + 400 = 1900."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    mu = table.monster(0, MU)
    table.grave(0, "Shining Angel", "Airknight Parshath", "Battle Ox", "Pot of Greed")
    table.grave(1, "Shining Angel")
    duel = table.build()
    assert duel.atk(mu.card(duel)) == 1900 and duel.defense(mu.card(duel)) == 1800


def test_mudora_grows_when_a_fairy_reaches_the_gy():
    """Q: my GY holds no Fairy; I Tribute my Shining Angel to Tribute Summon Summoned Skull. A: Shining
    Angel is now in my GY: Mudora goes from 1500 to 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    mu = table.monster(0, MU)
    table.monster(0, "Shining Angel")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    assert duel.atk(mu.card(duel)) == 1500
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Shining Angel")
    _pass_all(s, duel)
    assert duel.atk(mu.card(duel)) == 1700


def test_mudora_under_skill_drain():
    """Q: my opponent has a face-up Skill Drain; my GY holds two Fairies. A: Mudora's effect is negated:
    1500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    mu = table.monster(0, MU)
    table.grave(0, "Shining Angel", "Airknight Parshath")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert duel.atk(mu.card(duel)) == 1500


def test_mudora_battle_uses_the_boosted_atk():
    """Q: Mudora (1500 + 3 Fairies = 2100) attacks my opponent's Mad Dog of Darkness (1900). A: the Dog
    is destroyed and my opponent takes 200."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, MU)
    table.grave(0, "Shining Angel", "Airknight Parshath", "Marshmallon")
    dog = table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", MU, target=dog, request="battle")
    _pass_all(s, duel)
    assert duel.players[1].lp == 7800 and [c.name for c in duel.players[1].grave] == ["Mad Dog of Darkness"]
