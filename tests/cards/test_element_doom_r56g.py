"""Element Doom (23118924): while a face-up EARTH monster is on the field, an Effect Monster it
destroys by battle has its effects negated; while a face-up WIND monster is on the field, when its
attack destroys an opponent's monster by battle it may attack once more in a row.

Sources: the card's text in our words (FET 2005: "this card gets the following effects while there
is a monster with the following Attribute on the field"; today's says the same: no ERAS entry);
yugioh-wiki.net 《エレメント・デビル》 (EARTH: the effects of the Effect Monster it destroys by
battle are negated, a continuous effect; WIND: an optional trigger, one more attack in a row) and
《エレメント》. Our reading: a face-down monster shows no Attribute."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

DOOM = "Element Doom"


def _battle(*mine):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DOOM)
    for name in mine:
        table.monster(0, name)
    witch = table.monster(1, "Witch of the Black Forest")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(1, ["Sangan", "Battle Ox"])
    return table, witch


def _play(s, again):
    duel = s.duel
    for _ in range(12):
        kind = duel.request.kind
        if kind == "chain":
            if s.has("activate", "Witch of the Black Forest"):
                s.pick("activate", "Witch of the Black Forest")
            else:
                s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes" if duel.request.player == 1 or again else "no")
        elif kind == "select":
            s.pick("select", "Sangan")
        else:
            return


def test_element_doom_earth_and_wind_together():
    """Q: My Battle Ox (EARTH) and Harpie Lady (WIND) are face-up; Element Doom attacks and
    destroys my opponent's Witch of the Black Forest. A: Witch's search is negated (their hand
    stays empty), and Doom may attack again: into Mystical Elf's 2000 DEF, I take 500."""
    table, witch = _battle("Battle Ox", "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DOOM, target=witch, request="battle")
    _play(s, again=True)
    assert grave(duel, 1) == ["Witch of the Black Forest"] and hand(duel, 1) == []
    assert lp(duel) == (8000, 8000 - 400)
    s.pick("attack", DOOM, target="Mystical Elf", request="battle")
    _play(s, again=True)
    assert lp(duel) == (8000 - 500, 8000 - 400)


def test_element_doom_wind_only_witch_searches():
    """Q: Only Harpie Lady (WIND) is face-up besides Doom. A: no EARTH effect: Witch adds Sangan to
    my opponent's hand; the WIND effect is still there (declined here: no second attack)."""
    table, witch = _battle("Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DOOM, target=witch, request="battle")
    _play(s, again=False)
    assert hand(duel, 1) == ["Sangan"]
    assert not s.has("attack", DOOM, target="Mystical Elf")


def test_element_doom_set_earth_and_wind_give_nothing():
    """Q: My Battle Ox and Harpie Lady are both Set. A: neither Attribute is shown: Witch searches
    and Doom gets no second attack (no question is asked)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DOOM)
    table.monster(0, "Battle Ox", position="set")
    table.monster(0, "Harpie Lady", position="set")
    witch = table.monster(1, "Witch of the Black Forest")
    table.monster(1, "Mystical Elf", position="defense")
    table.deck(1, ["Sangan", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DOOM, target=witch, request="battle")
    _play(s, again=True)
    assert hand(duel, 1) == ["Sangan"]
    assert not s.has("attack", DOOM, target="Mystical Elf")
