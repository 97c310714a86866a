"""The Elements (Element Saurus 92755808, Element Magician 65260293): the monster their battle
destroys does not count as the Attribute that gives them the effect (a judge's review, round 56w).

Sources: yugioh-wiki.net 《エレメント・デビル》 (the Element that has both EARTH and WIND: with only
the one opponent's monster, neither effect works -- the monster it destroys is in the GY when its
effect would apply); the Elements' texts in our words (RDS/FET/SOD 2005 and today's: "while a
monster of that Attribute is on the field"); seed 000 §伤害步骤 (a monster destroyed by battle is
sent to the GY in the Damage Step; "when this destroys a monster by battle" triggers and the
destroyed monster's own GY effects come after it has left the field). Our reading for the EARTH
effect: Ancient Gear Beast's bookkeeping notes the victim as its destruction is decided; the
victim itself is not counted then."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s, pick_summon=None):
    for _ in range(12):
        kind = s.duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        elif kind == "select":
            s.pick("select", pick_summon)
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            return


def test_element_saurus_lone_earth_victim_is_not_negated():
    """Q: the only EARTH monster on the field is my opponent's Giant Rat; my Element Saurus (1500)
    attacks and destroys it (1400). Is Giant Rat's effect negated? A: no: once Giant Rat is gone no
    EARTH monster is on the field, so Saurus has no EARTH effect: my opponent Special Summons
    Celtic Guardian from their Deck; they take 100."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Element Saurus")
    rat = table.monster(1, "Giant Rat")
    table.deck(1, ["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Element Saurus", target=rat, request="battle")
    _resolve(s, pick_summon="Celtic Guardian")
    assert grave(duel, 1) == ["Giant Rat"] and field_monsters(duel, 1) == ["Celtic Guardian"]
    assert lp(duel) == (8000, 8000 - 100)


def test_element_saurus_earth_of_another_monster_still_negates_giant_rat():
    """Q: the same attack, my Celtic Guardian (EARTH) face-up beside Element Saurus. A: Saurus has
    its EARTH effect: Giant Rat's effect is negated and nothing comes from my opponent's Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Element Saurus")
    table.monster(0, "Celtic Guardian")
    rat = table.monster(1, "Giant Rat")
    table.deck(1, ["Celtic Guardian", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Element Saurus", target=rat, request="battle")
    _resolve(s, pick_summon="Celtic Guardian")
    assert grave(duel, 1) == ["Giant Rat"] and field_monsters(duel, 1) == []


def test_element_magician_lone_wind_victim_gives_no_second_attack():
    """Q: my opponent's only monster is Harpie Lady (WIND), the only WIND monster on the field; my
    Element Magician (1500) destroys it (1300). May Magician attack again (directly)? A: no: when
    its trigger would start, Harpie Lady is in the GY and no WIND monster is on the field; I am
    not asked, and my opponent took only the 200 of that battle."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Element Magician")
    harpie = table.monster(1, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Element Magician", target=harpie, request="battle")
    while s.duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="battle", player=0)
    assert grave(duel, 1) == ["Harpie Lady"] and lp(duel) == (8000, 8000 - 200)
    assert not s.has("attack", "Element Magician", target="player")
